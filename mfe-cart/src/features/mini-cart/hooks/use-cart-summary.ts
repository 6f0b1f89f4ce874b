import type { PayloadOf, ShopBus } from '@storefront/shared/events'
import { useCallback, useSyncExternalStore } from 'react'

export type CartSummary = PayloadOf<'cart:updated'>

/**
 * The latest `cart:updated` of a market. The channel replays its last value, so a mini-cart
 * mounted after the cart loaded still shows it; a summary of another market (the moment of a
 * country switch) is not shown as this market's.
 */
export function useCartSummary(bus: ShopBus, marketCode: string): CartSummary | null {
  const subscribe = useCallback((onChange: () => void) => bus.subscribe('cart:updated', onChange), [bus])
  const summary = useSyncExternalStore(subscribe, () => bus.last('cart:updated') ?? null)
  return summary?.marketCode === marketCode ? summary : null
}
