import { resetShopBus } from '@storefront/shared/events'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Each test starts from an empty page, bus and storage. Node-only tests (`@vitest-environment
// node`, reading source files) have no page to clean.
afterEach(() => {
  resetShopBus()
  if (typeof window === 'undefined') return
  cleanup()
  localStorage.clear()
  window.history.replaceState(null, '', '/')
})
