import { useCallback, useSyncExternalStore } from 'react'
import type { CartRuntime } from '../stores/cart-runtime'

/** True once the stored cart could not be read: the mini-cart stops showing a count still to come. */
export function useCartUnreadable(runtime: CartRuntime | null): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => runtime?.store.subscribe(onChange) ?? (() => {}),
    [runtime],
  )
  return useSyncExternalStore(subscribe, () => runtime?.store.getState().phase === 'failed')
}
