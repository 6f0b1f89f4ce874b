import { countryCookie, storageKeys } from '@storefront/shared/constants'
import { getShopBus } from '@storefront/shared/events'
import { renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { useCartCountry } from './use-cart-country'

const cart = (marketCode: string, itemsCount: number) => ({
  marketCode,
  orderId: itemsCount ? 'ord-1' : null,
  itemsCount,
  totalCents: itemsCount * 1000,
  currency: 'EUR' as const,
  formattedTotal: '',
})

/** The page's cookies, as the shop reads and writes them: one string, the last write in it. */
const fakeDocument = (cookie = '') => ({ cookie, location: { protocol: 'https:' } }) as unknown as Document
const cookieCountry = (doc: Document) => new RegExp(`${countryCookie}=([^;]*)`).exec(doc.cookie)?.[1] ?? null

afterEach(() => {
  localStorage.clear()
  getShopBus().forget('cart:updated')
})

describe('useCartCountry', () => {
  it('remembers the country of a market once its cart holds something', () => {
    const bus = getShopBus()
    const doc = fakeDocument()
    renderHook(() => useCartCountry(bus, { marketCode: 'eu', country: 'DE' }, doc))
    bus.publish('cart:updated', cart('eu', 0))
    expect(cookieCountry(doc)).toBeNull()
    bus.publish('cart:updated', cart('eu', 2))
    expect(cookieCountry(doc)).toBe('DE')
    expect(doc.cookie).toContain('max-age=31536000')
    expect(localStorage.getItem(storageKeys.countryCode)).toBe('DE')
  })

  it('leaves the stored country alone for browsing, and for a cart of another market', () => {
    const doc = fakeDocument(`${countryCookie}=IT`)
    const bus = getShopBus()
    renderHook(() => useCartCountry(bus, { marketCode: 'gb', country: 'GB' }, doc))
    expect(cookieCountry(doc)).toBe('IT')
    bus.publish('cart:updated', cart('it', 3))
    expect(cookieCountry(doc)).toBe('IT')
  })

  it('picks up a cart published before the page mounted it (the bus replays it)', () => {
    const bus = getShopBus()
    bus.publish('cart:updated', cart('ch', 1))
    const doc = fakeDocument()
    renderHook(() => useCartCountry(bus, { marketCode: 'ch', country: 'CH' }, doc))
    expect(cookieCountry(doc)).toBe('CH')
  })
})
