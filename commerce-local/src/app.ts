import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { timing } from 'hono/timing'
import { readConfig } from './config'
import { errors } from './errors/errors'
import { onError } from './errors/on-error'
import { registerResources } from './jsonapi/registry'
import type { AppEnv } from './jsonapi/resource'
import { resourceRoutes } from './jsonapi/routes'
import { authenticate } from './middleware/authenticate'
import { contentNegotiation } from './middleware/content-negotiation'
import { database } from './middleware/database'
import { rateLimit } from './middleware/rate-limit'
import { orderResources } from './orders'
import { catalogResources } from './resources/catalog'
import { customerResources } from './resources/customers'
import { imageRoutes } from './routes/images'
import { oauthRoutes } from './routes/oauth'

registerResources(...catalogResources, ...customerResources, ...orderResources)

/** commerce-local: Commerce Layer's auth and core API paths on one host. */
export function createApp() {
  const app = new Hono<AppEnv>()
  // Like Commerce Layer: any origin may call with a bearer token; no cookies are involved.
  app.use(
    '*',
    cors({
      origin: '*',
      allowHeaders: ['Authorization', 'Content-Type', 'Accept', 'X-Requested-With'],
      allowMethods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['Retry-After', 'X-RateLimit-Limit', 'Server-Timing'],
      maxAge: 86_400,
    }),
  )
  // Any origin may read the timings, as any origin may call: they reveal nothing but cost.
  app.use('*', timing({ crossOrigin: true }), database())
  app.use(
    '*',
    rateLimit((c) => {
      const config = readConfig(c.env)
      return { limit: config.RATE_LIMIT_REQUESTS, windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS }
    }),
  )
  app.route('/', oauthRoutes())
  app.route('/images', imageRoutes())
  app.use('/api/*', contentNegotiation(), authenticate())
  app.route('/api', resourceRoutes())
  app.notFound((c) => {
    throw errors.routeNotFound(new URL(c.req.url).pathname)
  })
  app.onError(onError)
  return app
}
