import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../app-env'
import { readJson } from '../../body/read-json'
import { rateLimit } from '../../middleware/rate-limit'

/** Where browsers report what a page's Content-Security-Policy blocked (its `report-uri`). */
export const cspReportsPath = '/api/csp-reports'

const uri = z.string().max(2_000).optional()

// The browser's own report (CSP Level 2 `report-uri`, sent by every engine): fields it may add
// later pass, and are not logged.
const reportSchema = z.object({
  'csp-report': z.object({
    'document-uri': uri,
    'effective-directive': z.string().max(100).optional(),
    'violated-directive': z.string().max(100).optional(),
    'blocked-uri': uri,
    'source-file': uri,
    'line-number': z.number().int().nonnegative().optional(),
    'column-number': z.number().int().nonnegative().optional(),
    disposition: z.enum(['enforce', 'report']).optional(),
  }),
})

/** A URL without its query and fragment; a keyword (`inline`, `eval`, `data`) as it is. */
function withoutQuery(value: string | undefined, keep: 'origin' | 'path' | 'file') {
  if (!value) return undefined
  try {
    const url = new URL(value)
    if (url.protocol === 'data:' || url.protocol === 'blob:') return url.protocol.slice(0, -1)
    return keep === 'origin' ? url.origin : keep === 'path' ? url.pathname : `${url.origin}${url.pathname}`
  } catch {
    return value.slice(0, 40)
  }
}

/**
 * `POST /api/csp-reports`: what the document's policy blocked in a shopper's page, written to the
 * worker's log (`event: csp_violation`). A picture host missing from IMAGES_ORIGINS, a script a
 * browser extension or a compromised dependency injects, or a policy too tight for a new remote
 * shows up here before a shopper writes in. The document's path, the blocked origin and the
 * script's file are kept; the query (a search), the rest of a blocked URL and the sample of
 * blocked code are not.
 */
export function cspReportRoutes() {
  const app = new Hono<AppEnv>()
  // A page that keeps breaking its policy must not fill the log: the client errors' budget.
  const limited = rateLimit({ limiter: 'CLIENT_ERRORS_LIMITER' })
  app.post('/csp-reports', limited, async function logCspViolation(c) {
    const { 'csp-report': report } = await readJson(c, reportSchema, {
      mediaTypes: ['application/csp-report', 'application/json'],
    })
    const cf = (c.req.raw as { cf?: { country?: unknown } }).cf
    console.warn({
      event: 'csp_violation',
      directive: report['effective-directive'] ?? report['violated-directive'],
      blocked: withoutQuery(report['blocked-uri'], 'origin'),
      path: withoutQuery(report['document-uri'], 'path'),
      source: withoutQuery(report['source-file'], 'file'),
      line: report['line-number'],
      column: report['column-number'],
      disposition: report.disposition,
      country: typeof cf?.country === 'string' ? cf.country : undefined,
      userAgent: c.req.header('user-agent')?.slice(0, 200),
    })
    return c.body(null, 204)
  })
  return app
}
