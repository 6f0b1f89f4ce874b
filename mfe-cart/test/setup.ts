import 'fake-indexeddb/auto'
import { resetShopBus } from '@storefront/shared/events'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(async () => {
  cleanup()
  resetShopBus()
  globalThis.localStorage?.clear()
  // The tabs' shared cart ids (IndexedDB): the open connection lets go when asked to.
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase('storefront-cart')
    request.onsuccess = resolve
    request.onerror = resolve
  })
})
