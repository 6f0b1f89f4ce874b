import { resetShopBus } from '@storefront/shared/events'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { emulateModalDialogs } from './modal-dialog'

// Each test starts from an empty page, bus and storage. Node-only tests (`@vitest-environment
// node`, reading source files) have no page to clean.
afterEach(() => {
  resetShopBus()
  if (typeof window === 'undefined') return
  cleanup()
  localStorage.clear()
  window.history.replaceState(null, '', '/')
})

// Dialogs are native <dialog>s: give happy-dom the modal behaviour a browser has.
if (typeof window !== 'undefined') emulateModalDialogs()
