import { resetShopBus } from '@storefront/shared/events'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { clearResourceCache } from '../lib/use-resource'

// The machine running the suite is shared (two cores, other builds): give findBy* time.
configure({ asyncUtilTimeout: 5_000 })

// No vitest globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup()
  resetShopBus()
  clearResourceCache()
})
