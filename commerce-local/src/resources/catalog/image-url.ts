import type { StoredRecord } from '../../db/records'
import type { ResourceContext } from '../../jsonapi/resource'

/**
 * Seeded images are served by commerce-local itself and stored as `/images/…` paths; they are
 * returned absolute, on the host the client called, so any deployment serves its own images.
 */
export function absoluteImageUrls(ctx: ResourceContext, records: readonly StoredRecord[]) {
  const origin = new URL(ctx.c.req.url).origin
  return new Map(
    records.map((record) => {
      const url = record.attributes.image_url
      return [
        record.id,
        { image_url: typeof url === 'string' && url.startsWith('/') ? `${origin}${url}` : (url ?? null) },
      ]
    }),
  )
}
