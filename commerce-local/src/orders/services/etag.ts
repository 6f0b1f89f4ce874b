import { sha256Hex } from '../../auth/password-hash'
import type { ResourceContext } from '../../jsonapi/resource'

/** How long after a place the order's processing "finishes"; short so tests and shoppers barely wait. */
export const etagDelayMs = 150

/**
 * After a place, Commerce Layer's order processing runs on its own and the order's `metadata.etag`
 * changes once it is done; the shop polls for that change. This does the same in the background.
 */
export function scheduleEtag(ctx: ResourceContext, orderId: string): void {
  const work = (async () => {
    await new Promise((resolve) => setTimeout(resolve, etagDelayMs))
    const etag = await sha256Hex(`${orderId}:${Date.now()}:${crypto.randomUUID()}`)
    await ctx.db
      .prepare(
        `UPDATE records SET attributes = json_set(
           CASE WHEN json_type(attributes, '$.metadata') = 'object' THEN attributes
                ELSE json_set(attributes, '$.metadata', json('{}')) END,
           '$.metadata.etag', ?), updated_at = ?
         WHERE type = 'orders' AND id = ?`,
      )
      .bind(etag, new Date().toISOString(), orderId)
      .run()
  })()
  try {
    ctx.c.executionCtx.waitUntil(work)
  } catch {
    // app.request() in unit tests has no execution context: the promise still runs to completion.
  }
}
