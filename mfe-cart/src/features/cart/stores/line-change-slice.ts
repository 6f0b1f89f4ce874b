import type { StateCreator } from 'zustand'
import type { CartLine } from '../api/cart-order'
import type { CartState } from './cart-store'

/**
 * A change to a line that the API saved: `quantity` holds the line as the order came back
 * (its new quantity and total), `removed` the line as it was before it left the cart, `joined`
 * the line that took in the line `from` once the two held the same (its new quantity and total).
 */
export type LineChange =
  | { readonly kind: 'quantity'; readonly line: CartLine }
  | { readonly kind: 'removed'; readonly line: CartLine }
  | { readonly kind: 'joined'; readonly line: CartLine; readonly from: string }

export interface LineChangeSlice {
  /**
   * The last line change the shopper made, for the page to say out loud: a quantity takes a
   * moment to save and can be refused, and a screen reader user hears nothing else of it.
   */
  lineChange: LineChange | null
  setLineChange: (change: LineChange | null) => void
}

export const createLineChangeSlice: StateCreator<CartState, [], [], LineChangeSlice> = (set) => ({
  lineChange: null,
  setLineChange: (lineChange) => set({ lineChange }),
})
