import type { StateCreator } from 'zustand'
import type { CartState } from './cart-store'

export interface CodeDraftSlice {
  /**
   * The code typed in the coupon or gift card field and not applied yet: still there when the
   * shopper comes back from another page. In memory only, never stored: a gift card's code is
   * as good as money.
   */
  codeDraft: string
  setCodeDraft: (code: string) => void
}

export const createCodeDraftSlice: StateCreator<CartState, [], [], CodeDraftSlice> = (set) => ({
  codeDraft: '',
  setCodeDraft: (codeDraft) => set({ codeDraft }),
})
