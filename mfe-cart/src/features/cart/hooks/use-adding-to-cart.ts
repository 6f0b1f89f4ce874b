import { useCallback, useSyncExternalStore } from 'react'
import type { CartRuntime } from '../stores/cart-runtime'

/** True while an add from the catalog is on its way: the count shown is about to change. */
export function useAddingToCart(runtime: CartRuntime | null): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => runtime?.store.subscribe(onChange) ?? (() => {}),
    [runtime],
  )
  return useSyncExternalStore(subscribe, () => (runtime?.store.getState().addsUnderWay ?? 0) > 0)
}
