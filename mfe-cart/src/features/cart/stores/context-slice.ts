import type { Locale } from '@storefront/shared/markets'
import type { StateCreator } from 'zustand'
import type { CartState } from './cart-store'

/** Where the cart lives: the market (one cart per market, priced in its currency) and the API. */
export interface CartContext {
  readonly marketCode: string
  readonly marketId: string
  readonly country: string
  readonly currency: string
  readonly locale: Locale
  readonly apiBase: string
}

export interface ContextSlice {
  context: CartContext | null
  setContext: (context: CartContext) => void
}

export const createContextSlice: StateCreator<CartState, [], [], ContextSlice> = (set) => ({
  context: null,
  setContext: (context) => set({ context }),
})
