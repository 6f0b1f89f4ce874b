import { resetShopBus } from '@storefront/shared/events'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Each test starts from an empty page, bus and storage.
afterEach(() => {
  cleanup()
  resetShopBus()
  localStorage.clear()
  window.history.replaceState(null, '', '/')
})
