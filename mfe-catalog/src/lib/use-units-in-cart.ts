import type { ShopBus } from '@storefront/shared/events'
import { useSyncExternalStore } from 'react'

/**
 * How many units the visitor's cart in this market holds, as the cart last said (0 before it
 * has, or without a cart remote): the delivery text counts the whole order against its threshold.
 */
export function useUnitsInCart(bus: ShopBus, marketCode: string): number {
  return useSyncExternalStore(
    (changed) => bus.subscribe('cart:updated', changed),
    () => {
      const cart = bus.last('cart:updated')
      return cart?.marketCode === marketCode ? cart.itemsCount : 0
    },
  )
}
