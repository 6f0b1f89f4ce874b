import type { ShopBus } from '@storefront/shared/events'
import { useEffect, useState } from 'react'

/** Whether the replayed `session:changed` is a customer's: the header's account entry says so. */
export function useSignedIn(bus: ShopBus): boolean {
  const [signedIn, setSignedIn] = useState(false)
  useEffect(
    () => bus.subscribe('session:changed', (session) => setSignedIn(session.kind === 'customer')),
    [bus],
  )
  return signedIn
}
