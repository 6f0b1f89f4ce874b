import { type ClientErrorReport, clientErrorKinds, clientErrorLimits } from '@storefront/shared/errors'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../app-env'
import { readJson } from '../../body/read-json'
import { rateLimit } from '../../middleware/rate-limit'

const text = (max: number) => z.string().trim().min(1).max(max)

const reportSchema = z.strictObject({
  kind: z.enum(clientErrorKinds),
  app: text(clientErrorLimits.app).regex(/^[\w-]+$/),
  version: text(clientErrorLimits.version).optional(),
  message: text(clientErrorLimits.message),
  path: text(clientErrorLimits.path).startsWith('/'),
}) satisfies z.ZodType<ClientErrorReport>

/**
 * `POST /api/client-errors`: what failed in a shopper's page, written to the worker's log
 * (Workers Logs indexes the object's fields: filter on `event: client_error` and `app`). Only
 * what the page sent plus the country and the browser: no address, no query, no cookie.
 */
export function clientErrorRoutes() {
  const app = new Hono<AppEnv>()
  // A page in a loop must not fill the log; the page itself also sends each error once.
  const limited = rateLimit({ limiter: 'CLIENT_ERRORS_LIMITER' })
  app.post('/client-errors', limited, async function logClientError(c) {
    const report = await readJson(c, reportSchema)
    const cf = (c.req.raw as { cf?: { country?: unknown } }).cf
    console.warn({
      event: 'client_error',
      ...report,
      country: typeof cf?.country === 'string' ? cf.country : undefined,
      userAgent: c.req.header('user-agent')?.slice(0, 200),
    })
    return c.body(null, 204)
  })
  return app
}
