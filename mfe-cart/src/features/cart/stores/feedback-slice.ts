import type { ErrorCode } from '@storefront/shared/errors'
import type { StateCreator } from 'zustand'
import type { CartState } from './cart-store'

/** Where a message belongs: under a line, under the code field, in the gift message form, or on the page. */
export type FeedbackScope = 'page' | 'line' | 'code' | 'gift-message'

export interface Feedback {
  readonly scope: FeedbackScope
  readonly code: ErrorCode
  readonly values?: Readonly<Record<string, string | number>>
  readonly lineId?: string
}

/** What is being worked on, so only that control shows progress and the rest stays usable. */
export interface Pending {
  readonly scope: FeedbackScope | 'checkout'
  readonly lineId?: string
}

/**
 * `items-changed`: the availability check removed or reduced items. `items-dropped`: signing in,
 * the customer's new cart could not take every line (or the gift card) of the guest's; it stays
 * until seen, as the cart it speaks of is only just shown. `coupon-dropped`: signing in, the
 * customer could only be put on the order without its coupon.
 */
export type Notice =
  | { readonly kind: 'items-changed' }
  | { readonly kind: 'items-dropped' }
  | { readonly kind: 'coupon-dropped'; readonly code: string }

export interface FeedbackSlice {
  feedback: Feedback | null
  /** What the cart changed by itself that the shopper must hear of. */
  notice: Notice | null
  pending: Pending | null
  fail: (feedback: Feedback) => void
  clearFeedback: () => void
  setNotice: (notice: Notice | null) => void
  setPending: (pending: Pending | null) => void
}

export const createFeedbackSlice: StateCreator<CartState, [], [], FeedbackSlice> = (set) => ({
  feedback: null,
  notice: null,
  pending: null,
  fail: (feedback) => set({ feedback }),
  clearFeedback: () => set({ feedback: null }),
  setNotice: (notice) => set({ notice }),
  setPending: (pending) => set({ pending }),
})
