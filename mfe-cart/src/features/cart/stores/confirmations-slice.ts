import type { StateCreator } from 'zustand'
import type { CartState } from './cart-store'

/** What the code field last said went well: a code applied or removed, or one already on the order. */
export type CodeSaid =
  | { readonly kind: 'applied' | 'removed'; readonly code: string }
  | { readonly kind: 'repeated'; readonly of: 'coupon' | 'gift-card' }

export interface ConfirmationsSlice {
  /**
   * The code field's and the gift message's words of success, held beside the order rather than
   * in the forms: a language switch mounts the page anew, and "Code applied" and "Message saved"
   * went with the old forms, the shopper left to wonder whether they had.
   */
  codeSaid: CodeSaid | null
  giftMessageSaved: boolean
  setCodeSaid: (said: CodeSaid | null) => void
  setGiftMessageSaved: (saved: boolean) => void
}

export const createConfirmationsSlice: StateCreator<CartState, [], [], ConfirmationsSlice> = (set) => ({
  codeSaid: null,
  giftMessageSaved: false,
  setCodeSaid: (codeSaid) => set({ codeSaid }),
  setGiftMessageSaved: (giftMessageSaved) => set({ giftMessageSaved }),
})
