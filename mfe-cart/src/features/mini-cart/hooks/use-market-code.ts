import type { ShopBus } from '@storefront/shared/events'
import { useCallback, useSyncExternalStore } from 'react'

/** The market the shell announced last, else the one the mini-cart was mounted with. */
export function useMarketCode(bus: ShopBus, fallback: string): string {
  const subscribe = useCallback((onChange: () => void) => bus.subscribe('market:changed', onChange), [bus])
  return useSyncExternalStore(subscribe, () => bus.last('market:changed')?.marketCode ?? fallback)
}
