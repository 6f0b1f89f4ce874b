import type { StateCreator } from 'zustand'
import type { CartState } from './cart-store'

export interface AvailabilitySlice {
  /**
   * What stock has of each sku in the cart, by sku id, as the cart page's check read it; a line's
   * limit is worked out from it live (`stockMaxOf`), so it follows the other lines' changes.
   */
  available: Readonly<Record<string, number>>
  setAvailable: (available: Readonly<Record<string, number>>) => void
}

export const createAvailabilitySlice: StateCreator<CartState, [], [], AvailabilitySlice> = (set) => ({
  available: {},
  setAvailable: (available) => set({ available }),
})
