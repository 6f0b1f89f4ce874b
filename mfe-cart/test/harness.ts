import type { MarketInfo } from '@storefront/shared/contract'
import { getShopBus, type PayloadOf } from '@storefront/shared/events'
import { vi } from 'vitest'
import { createFakeCommerce, type FakeMarket, type FakeSku } from './fake-commerce'

const b64 = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')

/** Whose token it is, as Commerce Layer's payload says: its market scope and, signed in, its owner. */
interface TokenFor {
  readonly marketCode?: string
  readonly customerId?: string | undefined
}

/**
 * An access token shaped like Commerce Layer's (the client reads expiry and organization; the
 * fake API, its scope and owner, as Commerce Layer links a new order and lists a customer's).
 */
export const token = (expInSeconds = 3600, { marketCode = 'it', customerId }: TokenFor = {}) =>
  `${b64({ alg: 'RS512' })}.${b64({
    exp: Math.floor(Date.now() / 1000) + expInSeconds,
    organization: { id: 'o', slug: 'demo-store' },
    scope: `market:code:${marketCode}`,
    ...(customerId ? { owner: { id: customerId, type: 'Customer' } } : {}),
  })}.sig`

export const apiBase = 'http://api.test/api'

export const markets = {
  it: {
    marketId: 'mkItalyxxx',
    marketCode: 'it',
    country: 'IT',
    currency: 'EUR',
    locale: 'en',
    prefix: '/italy/eur/en',
  },
  gb: {
    marketId: 'mkUnitedKn',
    marketCode: 'gb',
    country: 'GB',
    currency: 'GBP',
    locale: 'en',
    prefix: '/united-kingdom/gbp/en',
  },
} satisfies Record<string, MarketInfo>

export const routeBase = { prefix: '/italy/eur/en', locale: 'en' } as const

export function publishSession(
  reason: PayloadOf<'session:changed'>['reason'] = 'init',
  marketCode = 'it',
  extra: Partial<PayloadOf<'session:changed'>> = {},
) {
  getShopBus().publish('session:changed', {
    kind: 'guest',
    accessToken: token(3600, { marketCode, customerId: extra.customerId }),
    expiresAt: Date.now() + 3_600_000,
    marketCode,
    reason,
    ...extra,
  })
}

/** The shell's part: a market and a guest session on the bus, and the fake API behind fetch. */
export function startShop(skus?: FakeSku[], market?: FakeMarket) {
  const api = createFakeCommerce(skus, market)
  vi.stubGlobal('fetch', vi.fn(api.fetch))
  const bus = getShopBus()
  bus.publish('market:changed', markets.it)
  publishSession('init')
  const published = <N extends 'analytics:event' | 'nav:intent' | 'cart:updated'>(name: N) => {
    const seen: PayloadOf<N>[] = []
    bus.subscribe(name, (payload) => seen.push(payload as PayloadOf<N>))
    return seen
  }
  return { api, bus, published }
}

export const props = { market: markets.it, locale: 'en', routeBase, apiBase } as const

/** A shop whose visitor has an empty cart stored from an earlier visit, not read yet. */
export async function startShopWithStoredCart() {
  const shop = startShop()
  await shop.api.fetch(`${apiBase}/orders`, {
    method: 'POST',
    body: JSON.stringify({ data: { type: 'orders', attributes: {} } }),
  })
  const stored = shop.api.orders()[0]?.id ?? ''
  localStorage.setItem('shop:cart:it', stored)
  return { ...shop, stored }
}

/** Commerce Layer's answer when the customer being attached cannot have the order's coupon. */
export const couponRefusedForCustomer = () =>
  Response.json(
    {
      errors: [
        {
          code: 'VALIDATION_ERROR',
          detail: 'coupon_code - is not valid for this customer',
          source: { pointer: '/data/attributes/coupon_code' },
        },
      ],
    },
    { status: 422 },
  )
