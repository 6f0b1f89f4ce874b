import type { StateCreator } from 'zustand'
import type { CartOrder } from '../api/cart-order'
import type { CartState } from './cart-store'
import { withoutGoneLines } from './feedback-slice'

/** `idle` before a session and market are known; `failed` when the stored cart could not be read. */
export type CartPhase = 'idle' | 'loading' | 'ready' | 'failed'

export interface OrderSlice {
  order: CartOrder | null
  phase: CartPhase
  /**
   * The API holds a write this order was not read back after (the connection dropped just
   * after the line was saved): the count and totals shown are behind until a read succeeds.
   */
  behind: boolean
  /**
   * Adds from the catalog taken and not answered yet, queued or running: an empty cart with one
   * on its way is not empty to the shopper who just pressed "Add to cart".
   */
  addsUnderWay: number
  countAdd: (delta: 1 | -1) => void
  setOrder: (order: CartOrder | null) => void
  fallBehind: () => void
  setPhase: (phase: CartPhase) => void
}

export const createOrderSlice: StateCreator<CartState, [], [], OrderSlice> = (set) => ({
  order: null,
  phase: 'idle',
  behind: false,
  addsUnderWay: 0,
  countAdd: (delta) => set(({ addsUnderWay }) => ({ addsUnderWay: addsUnderWay + delta })),
  setOrder: (order) =>
    set(({ feedback }) => ({
      order,
      phase: 'ready',
      behind: false,
      feedback: withoutGoneLines(feedback, order),
    })),
  fallBehind: () => set({ behind: true }),
  setPhase: (phase) => set({ phase }),
})
