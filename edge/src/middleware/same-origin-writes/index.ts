import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../../app-env'
import { refusal } from '../../errors'

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses a write another site's page sent, whatever its body. hono's `csrf()` checks only the
 * bodies a cross-site form can send without asking; a JSON write from another site needs a CORS
 * preflight the edge never grants, so this is the second lock, not the first: it keeps holding
 * if a CORS rule is ever added, or a browser lets a request through that it should not.
 * Requests that name no origin (servers, scripts) pass: a browser always names it on writes.
 */
export function sameOriginWrites(): MiddlewareHandler<AppEnv> {
  return async function checkWriteOrigin(c, next) {
    if (safeMethods.has(c.req.method)) return next()
    const origin = c.req.header('Origin')
    const site = c.req.header('Sec-Fetch-Site')
    const foreignOrigin = origin !== undefined && origin !== new URL(c.req.url).origin
    const foreignSite = site === 'cross-site' || site === 'same-site'
    if (foreignOrigin || foreignSite)
      throw refusal(403, 'forbidden', 'writes come from the shop’s own pages only')
    return next()
  }
}
