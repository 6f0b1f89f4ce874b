import { resetShopBus } from '@storefront/shared/events'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => {
  cleanup()
  resetShopBus()
  globalThis.localStorage?.clear()
})
