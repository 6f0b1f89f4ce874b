import { countryCookie } from '@storefront/shared/constants'
import type { ShopBus } from '@storefront/shared/events'
import { useEffect } from 'react'
import { storeCountry } from '../api/store-country'

const storedCountry = (doc: Document) =>
  new RegExp(`(?:^|; )${countryCookie}=([^;]*)`).exec(doc.cookie)?.[1] ?? null

/**
 * The country a cart with something in it was filled in becomes the visitor's country, as an
 * explicit choice does: carts belong to a market, and a visitor who comes back to the shop's
 * address (from another country, or with a browser in another language) should find theirs,
 * not an empty one in the market the edge would guess. Browsing alone remembers nothing, so
 * following a link into another market does not move a visitor's shop.
 */
export function useCartCountry(
  bus: ShopBus,
  market: { marketCode: string; country: string },
  doc = document,
) {
  const { marketCode, country } = market
  useEffect(
    () =>
      bus.subscribe('cart:updated', (cart) => {
        if (cart.itemsCount === 0 || cart.marketCode !== marketCode) return
        if (storedCountry(doc) !== country) storeCountry(country, undefined, doc)
      }),
    [bus, marketCode, country, doc],
  )
}
