import type { StateCreator } from 'zustand'
import type { CartState } from './cart-store'

export interface AvailabilitySlice {
  /** The most each line may hold: the item limit, lowered by what is left in stock. */
  maxByLine: Readonly<Record<string, number>>
  setMaxByLine: (maxByLine: Readonly<Record<string, number>>) => void
}

export const createAvailabilitySlice: StateCreator<CartState, [], [], AvailabilitySlice> = (set) => ({
  maxByLine: {},
  setMaxByLine: (maxByLine) => set({ maxByLine }),
})
