import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { csrf } from 'hono/csrf'
import type { AppEnv, Deps } from './app-env'
import { readConfig } from './config'
import { faviconPath, faviconSvg } from './document/favicon'
import { robotsTxt } from './document/robots'
import { securityTxt } from './document/security-txt'
import { handleError, refusal, ShopError } from './errors'
import { httpsOnly } from './middleware/https-only'
import { marketRedirect } from './middleware/market-redirect'
import { methodNotAllowed } from './middleware/method-not-allowed'
import { sameOriginWrites } from './middleware/same-origin-writes'
import { apiSecurityHeaders, baselineSecurityHeaders } from './middleware/security-headers'
import { adminRoutes } from './routes/admin'
import { assetRoutes } from './routes/assets'
import { authRoutes } from './routes/auth'
import { clientErrorRoutes } from './routes/client-errors'
import { cspReportRoutes } from './routes/csp-reports'
import { documentRoutes } from './routes/document'
import { outboxRoutes } from './routes/outbox'
import { readiness } from './routes/readiness'
import { tokenRoutes } from './routes/token'

function apiRoutes() {
  const api = new Hono<AppEnv>()
  api.use('*', apiSecurityHeaders())
  // Tokens, sessions and a customer's data: no cache along the way may keep any of it (RFC 6749
  // §5.1 for the tokens), refusals included.
  api.use('*', async function noStore(c, next) {
    await next()
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store')
  })
  const checkForm = csrf()
  const checkOrigin = sameOriginWrites()
  // The back office authenticates with a bearer token, never a cookie: nothing to forge there.
  api.use('*', (c, next) => (c.req.path.startsWith('/api/admin/') ? next() : checkForm(c, next)))
  api.use('*', (c, next) => (c.req.path.startsWith('/api/admin/') ? next() : checkOrigin(c, next)))
  api.use('*', async function limitBody(c, next) {
    const tooLarge = () => {
      throw new ShopError(413, 'generic_error', {
        reason: 'payload_too_large',
        message: `bodies are limited to ${c.var.config.maxBodyBytes} bytes`,
      })
    }
    return bodyLimit({ maxSize: c.var.config.maxBodyBytes, onError: tooLarge })(c, next)
  })
  api.route('/', tokenRoutes())
  api.route('/', authRoutes())
  api.route('/', clientErrorRoutes())
  api.route('/', cspReportRoutes())
  api.route('/admin', adminRoutes())
  api.route('/dev', outboxRoutes())
  api.all('*', methodNotAllowed(api, '/api'))
  return api
}

/**
 * The edge worker. `deps` replaces the network and the clock in tests; production uses the
 * platform's own.
 *
 * @example export default createApp()
 */
export function createApp(deps: Partial<Deps> = {}) {
  const resolved: Deps = { fetch: (...args) => fetch(...args), now: Date.now, ...deps }
  const app = new Hono<AppEnv>()
  app.onError(handleError)
  app.notFound(methodNotAllowed(app))
  app.use('*', baselineSecurityHeaders())
  app.use('*', async function provideContext(c, next) {
    c.set('config', readConfig(c.env))
    c.set('deps', resolved)
    await next()
  })
  app.use('*', httpsOnly())
  // `npm start` waits for this; it answers only once the configuration has been read and is valid.
  app.get('/healthz', (c) => c.json({ ok: true }, 200, { 'Cache-Control': 'no-store' }))
  app.get('/readyz', readiness)
  app.get(faviconPath, (c) =>
    c.body(faviconSvg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' }),
  )
  // Clients that never read the document's <link rel="icon"> still ask for this one.
  app.get('/favicon.ico', (c) => {
    // A permanent redirect with no lifetime is kept by browsers for good.
    c.header('Cache-Control', 'public, max-age=86400')
    return c.redirect(faviconPath, 301)
  })
  app.get('/robots.txt', (c) => c.text(robotsTxt(), 200, { 'Cache-Control': 'public, max-age=86400' }))
  app.get('/.well-known/security.txt', (c) => {
    const { securityContact, shopOrigin } = c.var.config
    if (!securityContact) throw refusal(404, 'not_found')
    const body = securityTxt({ contact: securityContact, shopOrigin, now: c.var.deps.now() })
    return c.text(body, 200, { 'Cache-Control': 'public, max-age=86400' })
  })
  app.route('/_mf', assetRoutes())
  app.route('/api', apiRoutes())
  app.use('*', marketRedirect())
  app.route('/', documentRoutes())
  return app
}
