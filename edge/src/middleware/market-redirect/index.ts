import { countryCookie } from '@storefront/shared/constants'
import { resolveMarket } from '@storefront/shared/markets'
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../app-env'
import { strictTransportSecurity } from '../security-headers'

export interface MarketRedirectOptions {
  /** Paths that are never redirected (assets, the API). */
  bypass?: (pathname: string) => boolean
}

// A file at the root (favicon.ico, robots.txt) is never a page; deeper down a dot may be part
// of a product code, so only the root is read that way.
const rootFile = /^\/[^/]+\.[a-z0-9]+$/i
const defaultBypass = (pathname: string) =>
  pathname.startsWith('/api/') ||
  pathname === '/api' ||
  pathname.startsWith('/_mf/') ||
  pathname.startsWith('/.well-known/') ||
  rootFile.test(pathname)

// Cloudflare reports XX for an unknown country and T1 for Tor: neither says where someone lives.
// wrangler dev invents a `request.cf` (always US), so in development only the header counts.
function visitorCountry(request: Request, trustCf: boolean): string | undefined {
  const cf = trustCf ? (request as { cf?: { country?: unknown } }).cf : undefined
  const country = typeof cf?.country === 'string' ? cf.country : (request.headers.get('cf-ipcountry') ?? '')
  const code = country.toUpperCase()
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' ? code : undefined
}

// What a redirect may read besides the path.
const visitorHeaders = 'Cookie, Accept-Language, CF-IPCountry'

/**
 * Sends every page request to its canonical market path with the shared market rules (the
 * same code the browser runs): 302 for a first visit without a market path, because the
 * answer depends on cookie, country and language; 301 for a market path written in a
 * non-canonical form. Keeps the query. Otherwise stores the resolution for the document.
 */
export function marketRedirect(options: MarketRedirectOptions = {}) {
  const bypass = options.bypass ?? defaultBypass
  return createMiddleware<AppEnv>(async function marketRedirect(c, next) {
    const url = new URL(c.req.url)
    // Pages are read, never written to: another method goes on to its 405, not to a redirect.
    if (bypass(url.pathname) || !['GET', 'HEAD'].includes(c.req.method)) return next()
    const resolution = resolveMarket({
      pathname: url.pathname,
      storedCountry: getCookie(c, countryCookie) ?? null,
      visitorCountry: visitorCountry(c.req.raw, !c.var.config.isDevelopment) ?? null,
      acceptLanguage: c.req.header('accept-language') ?? null,
    })
    if (resolution.redirectTo) {
      const location = `${resolution.redirectTo}${url.search}`
      // A first visit's first answer is often this one: it already tells the browser HTTPS only.
      c.header('Strict-Transport-Security', strictTransportSecurity)
      if (resolution.fromPath) {
        // A 301 without an age is kept for good; a day lets a change of market rules arrive.
        // The path does not always decide alone (an unknown language is taken from the
        // browser's, a stored country may win): a cache keys the answer by what it read.
        c.header('Cache-Control', 'public, max-age=86400')
        c.header('Vary', visitorHeaders)
        return c.redirect(location, 301)
      }
      c.header('Cache-Control', 'private, no-store')
      c.header('Vary', visitorHeaders)
      return c.redirect(location, 302)
    }
    c.set('market', resolution)
    return next()
  })
}
