import type { PayloadOf } from '@storefront/shared/events'
import { create } from 'zustand'
import type { InfoTopic } from '../../../lib/info-topics'

/** The modals remotes ask for on the bus, and the shell's own contact card and shop texts. */
export type ShellModal =
  | PayloadOf<'shell:open-modal'>
  | { readonly kind: 'contact' }
  | { readonly kind: 'info'; readonly topic: InfoTopic }

interface ModalState {
  readonly modal: ShellModal | null
  open(modal: ShellModal): void
  close(): void
}

/** One modal at a time: a newer request replaces the one showing. */
export const useModalStore = create<ModalState>()((set) => ({
  modal: null,
  open: (modal) => set({ modal }),
  close: () => set({ modal: null }),
}))
