import type { Context } from 'hono'

/**
 * The country Cloudflare placed the request in (`request.cf`, else the `CF-IPCountry` header), for
 * a log line: where a wave of failures comes from, never who sent them.
 */
export function requestCountry(c: Context): string | undefined {
  const cf = (c.req.raw as { cf?: { country?: unknown } }).cf
  if (typeof cf?.country === 'string') return cf.country
  return c.req.header('cf-ipcountry') ?? undefined
}
