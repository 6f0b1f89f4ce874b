import type { ShopBus } from '@storefront/shared/events'
import { useEffect } from 'react'
import { useModalStore } from '../stores/modal-store'

/** Remotes open the shell's modals with `shell:open-modal`. */
export function useModalBus(bus: ShopBus): void {
  useEffect(() => bus.subscribe('shell:open-modal', (modal) => useModalStore.getState().open(modal)), [bus])
}
