import type { StateCreator } from 'zustand'
import type { CartOrder } from '../api/cart-order'
import type { CartState } from './cart-store'

/** `idle` before a session and market are known; `failed` when the stored cart could not be read. */
export type CartPhase = 'idle' | 'loading' | 'ready' | 'failed'

export interface OrderSlice {
  order: CartOrder | null
  phase: CartPhase
  setOrder: (order: CartOrder | null) => void
  setPhase: (phase: CartPhase) => void
}

export const createOrderSlice: StateCreator<CartState, [], [], OrderSlice> = (set) => ({
  order: null,
  phase: 'idle',
  setOrder: (order) => set({ order, phase: 'ready' }),
  setPhase: (phase) => set({ phase }),
})
