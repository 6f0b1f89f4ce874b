import { readTokenClaims } from '@storefront/shared/commerce'
import type { ShopBus } from '@storefront/shared/events'

/**
 * Now by the commerce API's clock, as the session's token tells it (its expiry by the API against
 * the same expiry by this browser): a delivery date follows the shop's calendar, not a computer
 * set a day off, which promised a day later or earlier. The browser's own time without a session.
 */
export function apiNow(bus: ShopBus, at: number = Date.now()): Date {
  const session = bus.last('session:changed')
  const claims = session ? readTokenClaims(session.accessToken) : null
  return new Date(session && claims ? at + claims.exp * 1000 - session.expiresAt : at)
}
