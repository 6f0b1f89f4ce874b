import { createMiddleware } from 'hono/factory'
import { setMetric } from 'hono/timing'
import { createReadBatcher } from '../../db/read-batcher'
import type { AppEnv } from '../../jsonapi/resource'

/**
 * Gives the request its database (`c.var.db`), with concurrent reads batched into one round
 * trip, and reports the round trips in `Server-Timing` so a slow response shows why.
 */
export function database() {
  return createMiddleware<AppEnv>(async function database(c, next) {
    const batcher = createReadBatcher(c.env.DB)
    c.set('db', batcher.db)
    await next()
    const trips = batcher.roundTrips()
    setMetric(c, 'd1', `${trips} round trip${trips === 1 ? '' : 's'}`)
  })
}
