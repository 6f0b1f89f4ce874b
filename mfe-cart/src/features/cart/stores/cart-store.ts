import { createStore, type StoreApi } from 'zustand'
import { type AvailabilitySlice, createAvailabilitySlice } from './availability-slice'
import { type CodeDraftSlice, createCodeDraftSlice } from './code-draft-slice'
import { type ConfirmationsSlice, createConfirmationsSlice } from './confirmations-slice'
import { type ContextSlice, createContextSlice } from './context-slice'
import { createFeedbackSlice, type FeedbackSlice } from './feedback-slice'
import { createLineChangeSlice, type LineChangeSlice } from './line-change-slice'
import { createOrderSlice, type OrderSlice } from './order-slice'

export type CartState = OrderSlice &
  ContextSlice &
  FeedbackSlice &
  LineChangeSlice &
  AvailabilitySlice &
  CodeDraftSlice &
  ConfirmationsSlice
export type CartStore = StoreApi<CartState>

/** The cart's state, one store built from its slices; the page and the mini-cart read the same one. */
export function createCartStore(): CartStore {
  return createStore<CartState>()((...a) => ({
    ...createOrderSlice(...a),
    ...createContextSlice(...a),
    ...createFeedbackSlice(...a),
    ...createLineChangeSlice(...a),
    ...createAvailabilitySlice(...a),
    ...createCodeDraftSlice(...a),
    ...createConfirmationsSlice(...a),
  }))
}

/** Back to an empty cart for a new context: nothing of the previous market or customer survives. */
export function resetCart(store: CartStore, phase: OrderSlice['phase'] = 'loading'): void {
  store.setState({
    order: null,
    phase,
    behind: false,
    feedback: {},
    notices: [],
    pending: null,
    languageUnsaved: false,
    lineChange: null,
    wantedQuantities: {},
    quantitiesOnTheWay: {},
    available: {},
    codeDraft: '',
    codeSaid: null,
    giftMessageSaved: false,
  })
}
