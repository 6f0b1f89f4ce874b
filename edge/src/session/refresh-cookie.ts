import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import type { AppEnv } from '../app-env'
import { localHosts } from '../middleware/https-only'

/**
 * The cookie is sent only to the edge's own API (`/api`): `/api/token` renews with it,
 * `/api/logout` revokes it and `/api/changePassword` proves the customer with it. Pages,
 * assets and the commerce API never see it.
 */
export const refreshCookiePath = '/api'

// Customer sessions last as long as Commerce Layer's refresh tokens (two weeks).
const maxAge = 14 * 24 * 60 * 60

// Browsers drop Secure cookies on plain-HTTP origins other than localhost's; keep dev working.
function isSecure(c: Context): boolean {
  const url = new URL(c.req.url)
  return url.protocol === 'https:' || !localHosts.has(url.hostname)
}

/**
 * Over HTTPS the cookie's name carries `__Secure-`: a browser accepts a cookie so named only
 * when a secure page sets it, so a plain-HTTP page of a sibling subdomain, or a network attacker
 * answering one, cannot plant a session of its own choosing (session fixation). `__Host-` would
 * be stronger still, but it demands `Path=/`, and the cookie is to reach `/api` only.
 */
const prefixOf = (c: Context) => (isSecure(c) ? 'secure' : undefined)

export function readRefreshToken(c: Context<AppEnv>): string | undefined {
  return getCookie(c, c.var.config.refreshCookieName, prefixOf(c)) || undefined
}

export function writeRefreshToken(c: Context<AppEnv>, token: string): void {
  setCookie(c, c.var.config.refreshCookieName, token, {
    httpOnly: true,
    secure: isSecure(c),
    // Only the shop's own pages ask for it, by fetch, which is same-site whatever led to the page:
    // no other site's link or form is ever to carry it.
    sameSite: 'Strict',
    path: refreshCookiePath,
    maxAge,
    prefix: prefixOf(c),
  })
}

export function clearRefreshToken(c: Context<AppEnv>): void {
  deleteCookie(c, c.var.config.refreshCookieName, {
    path: refreshCookiePath,
    secure: isSecure(c),
    httpOnly: true,
    prefix: prefixOf(c),
  })
}
