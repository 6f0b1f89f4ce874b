import { resetShopBus } from '@storefront/shared/events'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { clearResourceCache } from '../lib/use-resource'

// No vitest globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  resetShopBus()
  clearResourceCache()
})
