import type { MarketInfo } from '@storefront/shared/contract'
import type { ShopBus } from '@storefront/shared/events'
import { type Locale, marketPrefix, marketRecords } from '@storefront/shared/markets'
import type { DevHostConfig } from '../../config/dev-host'

/** The market as the shell would announce it, from the shared market records. */
export function devMarket(code: string, locale?: Locale, country?: string): MarketInfo {
  const record = marketRecords.find((m) => m.code === code) ?? marketRecords.find((m) => m.code === 'it')
  if (!record) throw new Error('no market records')
  const chosenCountry = country ?? record.zoneCodes[0] ?? 'IT'
  const chosenLocale = locale ?? record.defaultLocale
  return {
    marketId: record.id,
    marketCode: record.code,
    country: chosenCountry,
    currency: record.currency,
    locale: chosenLocale,
    prefix: marketPrefix(chosenCountry, record.currency, chosenLocale),
  }
}

/** A guest token straight from commerce-local, as the edge would hand it to the shell. */
async function guestToken(config: DevHostConfig, marketCode: string) {
  const response = await fetch(new URL('/oauth/token', config.api), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'client_credentials',
      client_id: config.clientId,
      scope: `market:code:${marketCode}`,
    }),
  })
  if (!response.ok) throw new Error(`token request failed: ${response.status}`)
  return (await response.json()) as { access_token: string; expires_in: number }
}

type Reason = 'init' | 'market' | 'refresh' | 'unauthorized'

/** Plays the shell's session part: a guest session per market, renewed when a remote asks. */
export function startDevSession(bus: ShopBus, config: DevHostConfig) {
  const publish = async (market: MarketInfo, reason: Reason) => {
    const token = await guestToken(config, market.marketCode)
    if (reason === 'market' || reason === 'init') bus.publish('market:changed', market)
    bus.publish('session:changed', {
      kind: 'guest',
      accessToken: token.access_token,
      expiresAt: Date.now() + token.expires_in * 1000,
      marketCode: market.marketCode,
      reason,
    })
  }
  bus.subscribe('session:refresh', ({ reason }) => {
    const market = bus.last('market:changed')
    if (market) void publish(market, reason === 'expired' ? 'refresh' : 'unauthorized')
  })
  return { publish }
}
