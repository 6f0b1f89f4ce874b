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
  /**
   * The quantity a failed line change asked for: it marks the failure as a quantity change's, so
   * the stepper can send that number again once a lost connection is back.
   */
  readonly quantity?: number
}

/**
 * Each place's message is its own: a line's refusal, the code field's and the gift message's stay
 * beside one another until that place's next change, or the cart reset. One message for the whole
 * cart let a second failure elsewhere take the first's words, and with them the refused number
 * typed in a line, put back to the cart's without a word.
 */
export type Place = 'page' | 'code' | 'gift-message' | `line:${string}`

/**
 * The messages without those of lines the order no longer holds (removed, or merged into another
 * by a greeting card's change), the same object when none went. Their words had no line to show
 * under, and stayed in the store unseen until the next reset.
 */
export function withoutGoneLines(
  feedback: FeedbackSlice['feedback'],
  order: { readonly lines: readonly { readonly id: string }[] } | null,
): FeedbackSlice['feedback'] {
  const gone = (place: string) =>
    place.startsWith('line:') && !order?.lines.some((line) => `line:${line.id}` === place)
  if (!Object.keys(feedback).some(gone)) return feedback
  return Object.fromEntries(Object.entries(feedback).filter(([place]) => !gone(place)))
}

/** Where a message (or a task's progress) belongs. */
export const placeOf = ({ scope, lineId }: { scope: string; lineId?: string | undefined }): Place =>
  scope === 'line' ? `line:${lineId ?? ''}` : (scope as Place)

/** What is being worked on, so only that control shows progress and the rest stays usable. */
export interface Pending {
  readonly scope: FeedbackScope | 'checkout'
  readonly lineId?: string
}

/**
 * `items-changed`: the availability check removed or reduced items. `items-dropped`: signing in,
 * the customer's new cart could not take every line (or the gift card) of the guest's; it stays
 * until seen, as the cart it speaks of is only just shown. `coupon-dropped`: signing in, the
 * customer could only be put on the order without its coupon. `change-lost`: a change the
 * shopper made met a token the API no longer takes; the session started over and the cart, read
 * again, shows what it holds without the change. `line-gone`: a line the shopper changed was
 * removed meanwhile elsewhere (another tab); read again, the cart shows it gone.
 */
export type Notice =
  | { readonly kind: 'items-changed' }
  | { readonly kind: 'change-lost' }
  | { readonly kind: 'line-gone' }
  | { readonly kind: 'items-dropped' }
  | { readonly kind: 'coupon-dropped'; readonly code: string }

export interface FeedbackSlice {
  /** The messages on show, one at most per place. */
  feedback: Readonly<Partial<Record<Place, Feedback>>>
  /**
   * What the cart changed by itself that the shopper must hear of, one of each kind, in the order
   * they came: one notice at a time let the second (the stock check's) hide the first (a coupon
   * taken off on sign-in), which the shopper then never read.
   */
  notices: readonly Notice[]
  pending: Pending | null
  /**
   * The order's language could not follow the shopper's (its e-mails are written in it): said on
   * the page until a later try, at the next change to the cart, succeeds.
   */
  languageUnsaved: boolean
  setLanguageUnsaved: (unsaved: boolean) => void
  /**
   * Lines with a change queued behind another task (a code, another line's change): busy too, so
   * presses meanwhile add up to one change, as while their own change runs.
   */
  waitingLines: readonly string[]
  fail: (feedback: Feedback) => void
  /** Takes one place's message away. */
  clearFeedback: (place: Place) => void
  /** Says a notice; one of its kind on show gives way to it, as it says the newer news. */
  addNotice: (notice: Notice) => void
  /** Takes the notice of one kind away (closed, or old news). */
  dismissNotice: (kind: Notice['kind']) => void
  setPending: (pending: Pending | null) => void
  /** Counts a line's queued change in, or out as it starts. */
  setLineWaiting: (lineId: string, waiting: boolean) => void
}

/** The message of one place, if it has one. */
export const feedbackAt = (state: FeedbackSlice, place: Place): Feedback | null =>
  state.feedback[place] ?? null

/** Whether a line's change is on its way, running or queued. */
export const lineBusy = (state: FeedbackSlice, lineId: string): boolean =>
  state.pending?.lineId === lineId || state.waitingLines.includes(lineId)

export const createFeedbackSlice: StateCreator<CartState, [], [], FeedbackSlice> = (set) => ({
  feedback: {},
  notices: [],
  pending: null,
  languageUnsaved: false,
  setLanguageUnsaved: (languageUnsaved) => set({ languageUnsaved }),
  waitingLines: [],
  fail: (failure) => set(({ feedback }) => ({ feedback: { ...feedback, [placeOf(failure)]: failure } })),
  clearFeedback: (place) =>
    set(({ feedback }) => {
      if (!(place in feedback)) return {}
      const { [place]: _gone, ...rest } = feedback
      return { feedback: rest }
    }),
  addNotice: (notice) =>
    set(({ notices }) => ({ notices: [...notices.filter(({ kind }) => kind !== notice.kind), notice] })),
  dismissNotice: (kind) =>
    set(({ notices }) =>
      notices.some((notice) => notice.kind === kind)
        ? { notices: notices.filter((notice) => notice.kind !== kind) }
        : {},
    ),
  setPending: (pending) => set({ pending }),
  setLineWaiting: (lineId, waiting) =>
    set(({ waitingLines }) => {
      if (waiting) return { waitingLines: [...waitingLines, lineId] }
      // One out: a line may have a second change queued behind the first.
      const at = waitingLines.indexOf(lineId)
      return at < 0 ? {} : { waitingLines: waitingLines.filter((_, i) => i !== at) }
    }),
})
