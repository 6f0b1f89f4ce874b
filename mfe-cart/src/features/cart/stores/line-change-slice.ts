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

/**
 * Where the presses made on a busy line lead: `quantity`, counted from `from`, the quantity the
 * change on its way was to leave. `batch` tells one run of presses from the next.
 */
export interface WantedQuantity {
  readonly quantity: number
  readonly from: number
  readonly batch: symbol
}

export interface LineChangeSlice {
  /**
   * The last line change the shopper made, for the page to say out loud: a quantity takes a
   * moment to save and can be refused, and a screen reader user hears nothing else of it.
   */
  lineChange: LineChange | null
  setLineChange: (change: LineChange | null) => void
  /**
   * Presses on a busy line not sent yet, by line: kept with the cart, not the page, so leaving
   * the page before the line is free does not drop them.
   */
  wantedQuantities: Readonly<Record<string, WantedQuantity>>
  setWantedQuantity: (lineId: string, wanted: WantedQuantity) => void
  /** The line's wanted quantity, taken to be sent (of `batch` only, when given); null if none. */
  takeWantedQuantity: (lineId: string, batch?: symbol) => WantedQuantity | null
  /**
   * The quantity the shopper chose for the line's change on its way (queued or sent), by line: a
   * page mounted anew meanwhile (left and come back to, a change of language) shows it, and
   * presses count on from it, as on the page that sent it. Not known to the page, it showed the
   * old quantity until the change landed, and counted presses from there.
   */
  quantitiesOnTheWay: Readonly<Record<string, number>>
  setQuantityOnTheWay: (lineId: string, quantity: number) => void
  /** The change that chose `quantity` is over: the line's quantity on its way goes, unless another took its place. */
  clearQuantityOnTheWay: (lineId: string, quantity: number) => void
}

export const createLineChangeSlice: StateCreator<CartState, [], [], LineChangeSlice> = (set, get) => ({
  lineChange: null,
  setLineChange: (lineChange) => set({ lineChange }),
  wantedQuantities: {},
  setWantedQuantity: (lineId, wanted) =>
    set(({ wantedQuantities }) => ({ wantedQuantities: { ...wantedQuantities, [lineId]: wanted } })),
  takeWantedQuantity(lineId, batch) {
    const { [lineId]: wanted, ...rest } = get().wantedQuantities
    if (!wanted || (batch && wanted.batch !== batch)) return null
    set({ wantedQuantities: rest })
    return wanted
  },
  quantitiesOnTheWay: {},
  setQuantityOnTheWay: (lineId, quantity) =>
    set(({ quantitiesOnTheWay }) => ({ quantitiesOnTheWay: { ...quantitiesOnTheWay, [lineId]: quantity } })),
  clearQuantityOnTheWay: (lineId, quantity) =>
    set(({ quantitiesOnTheWay }) => {
      if (quantitiesOnTheWay[lineId] !== quantity) return {}
      const { [lineId]: _over, ...rest } = quantitiesOnTheWay
      return { quantitiesOnTheWay: rest }
    }),
})
