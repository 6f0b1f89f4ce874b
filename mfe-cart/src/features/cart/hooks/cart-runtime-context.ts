import { createContext, useContext } from 'react'
import { useStore } from 'zustand'
import type { CartRuntime } from '../stores/cart-runtime'
import type { CartState } from '../stores/cart-store'

export const CartRuntimeContext = createContext<CartRuntime | null>(null)

export function useCartRuntime(): CartRuntime {
  const runtime = useContext(CartRuntimeContext)
  if (!runtime) throw new Error('useCartRuntime needs a CartRuntimeContext provider')
  return runtime
}

/** A slice of the cart's state; the component re-renders only when that slice changes. */
export function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(useCartRuntime().store, selector)
}
