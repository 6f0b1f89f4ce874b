import { type ClientErrorReport, clientErrorKinds, clientErrorLimits } from '@storefront/shared/errors'
import { type AppName, appNames } from '@storefront/shared/registry'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../app-env'
import { readJson } from '../../body/read-json'
import { requestCountry } from '../../logging/request-country'
import { withoutSecrets } from '../../logging/without-secrets'
import { rateLimit } from '../../middleware/rate-limit'
import { type RegistryStore, readRecord } from '../../registry/store'

const text = (max: number) => z.string().trim().min(1).max(max)

const reportSchema = z.strictObject({
  kind: z.enum(clientErrorKinds),
  app: text(clientErrorLimits.app).regex(/^[\w-]+$/),
  version: text(clientErrorLimits.version).optional(),
  message: text(clientErrorLimits.message),
  path: text(clientErrorLimits.path).startsWith('/'),
}) satisfies z.ZodType<ClientErrorReport>

/**
 * Whether the registry knows the app and the version the page says it ran. Anyone can post a
 * report: one naming no published version is an old tab, a copied page or noise, and must not
 * send the on-call engineer to roll a good version back.
 */
async function isPublished(store: RegistryStore, app: string, version: string | undefined): Promise<boolean> {
  if (!(appNames as readonly string[]).includes(app)) return false
  const record = await readRecord(store, app as AppName)
  return !!record && (version === undefined || Object.hasOwn(record.versions, version))
}

/**
 * `POST /api/client-errors`: what failed in a shopper's page, written to the worker's log
 * (Workers Logs indexes the object's fields: filter on `event: client_error` and `app`). Only
 * what the page sent plus the country and the browser: no address, no query, no cookie. Pages
 * drop the path's query and send no secrets, but the edge relies on neither: anyone can post,
 * and an error's message may quote a URL or a value the page was handed.
 */
export function clientErrorRoutes() {
  const app = new Hono<AppEnv>()
  // A page in a loop must not fill the log; the page itself also sends each error once.
  const limited = rateLimit({ limiter: 'CLIENT_ERRORS_LIMITER' })
  app.post('/client-errors', limited, async function logClientError(c) {
    const report = await readJson(c, reportSchema)
    console.warn({
      event: 'client_error',
      ...report,
      message: withoutSecrets(report.message),
      // Anyone can post one: the path's segments and the version are the sender's words too.
      ...(report.version === undefined ? {} : { version: withoutSecrets(report.version) }),
      path: withoutSecrets(report.path.split(/[?#]/)[0] ?? ''),
      known: await isPublished(c.env.REGISTRY, report.app, report.version),
      country: requestCountry(c),
      userAgent: c.req.header('user-agent')?.slice(0, 200),
    })
    return c.body(null, 204)
  })
  return app
}
