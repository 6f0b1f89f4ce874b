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

const cookieCountry = () => new RegExp(`${countryCookie}=([^;]*)`).exec(document.cookie)?.[1] ?? null

afterEach(() => {
  document.cookie = `${countryCookie}=; path=/; max-age=0`
  localStorage.clear()
  getShopBus().forget('cart:updated')
})

describe('useCartCountry', () => {
  it('remembers the country of a market once its cart holds something', () => {
    const bus = getShopBus()
    renderHook(() => useCartCountry(bus, { marketCode: 'eu', country: 'DE' }))
    bus.publish('cart:updated', cart('eu', 0))
    expect(cookieCountry()).toBeNull()
    bus.publish('cart:updated', cart('eu', 2))
    expect(cookieCountry()).toBe('DE')
    expect(localStorage.getItem(storageKeys.countryCode)).toBe('DE')
  })

  it('leaves the stored country alone for browsing, and for a cart of another market', () => {
    document.cookie = `${countryCookie}=IT; path=/`
    const bus = getShopBus()
    renderHook(() => useCartCountry(bus, { marketCode: 'gb', country: 'GB' }))
    expect(cookieCountry()).toBe('IT')
    bus.publish('cart:updated', cart('it', 3))
    expect(cookieCountry()).toBe('IT')
  })

  it('picks up a cart published before the page mounted it (the bus replays it)', () => {
    const bus = getShopBus()
    bus.publish('cart:updated', cart('ch', 1))
    renderHook(() => useCartCountry(bus, { marketCode: 'ch', country: 'CH' }))
    expect(cookieCountry()).toBe('CH')
  })
})
