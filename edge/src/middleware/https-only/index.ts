import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../../app-env'

/** Hosts a browser treats as secure over plain http, where `wrangler dev` serves the shop. */
export const localHosts: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Sends a request made over plain http to the same address over https, in production. The
 * refresh cookie is `Secure`, so over http a sign-in would not stick, and HSTS only guards a
 * browser that has had one https answer already. 308 keeps a write's method and body.
 */
export function httpsOnly(): MiddlewareHandler<AppEnv> {
  return async function upgradeToHttps(c, next) {
    const url = new URL(c.req.url)
    if (c.var.config.isDevelopment || url.protocol === 'https:' || localHosts.has(url.hostname)) return next()
    url.protocol = 'https:'
    return c.redirect(url.href, 308)
  }
}
