import type { Context, Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { refusal, ShopError } from '../../errors'

// `:name` matches one segment and `*` anything, as in hono's own paths.
const patternOf = (path: string) =>
  new RegExp(
    `^${path
      .split('/')
      .map((part) =>
        part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/')}$`,
  )

/**
 * The handler for what no route answered: 404 when no route has the path, 405 with `Allow`
 * when routes have it under other methods, so a client sent to the wrong method learns which
 * ones work instead of that nothing is there.
 *
 * @example api.all('*', methodNotAllowed(api, '/api'))
 * @param app the routes to look in
 * @param base where `app` is mounted: its routes' paths are relative to it
 */
export function methodNotAllowed(app: Hono<AppEnv>, base = '') {
  return function refuseMethod(c: Context<AppEnv>) {
    const path = c.req.path.slice(base.length) || '/'
    // Middleware is registered for every method ('ALL'): only routes say what a path allows.
    const allowed = new Set(
      app.routes
        .filter((route) => route.method !== 'ALL' && patternOf(route.path).test(path))
        .map((route) => route.method),
    )
    if (allowed.size === 0) throw refusal(404, 'not_found')
    if (allowed.has('GET')) allowed.add('HEAD')
    throw new ShopError(405, 'generic_error', {
      reason: 'method_not_allowed',
      message: `${c.req.method} is not allowed here`,
      headers: { Allow: [...allowed].sort().join(', ') },
    })
  }
}
