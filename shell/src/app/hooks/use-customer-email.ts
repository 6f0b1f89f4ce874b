import type { ShopBus } from '@storefront/shared/events'
import { useEffect, useState } from 'react'

/** The signed-in customer's e-mail from the replayed `session:changed`, or null for a guest. */
export function useCustomerEmail(bus: ShopBus): string | null {
  const [email, setEmail] = useState<string | null>(null)
  useEffect(
    () =>
      bus.subscribe('session:changed', (session) =>
        setEmail(session.kind === 'customer' ? (session.email ?? session.customerId ?? '') : null),
      ),
    [bus],
  )
  return email
}
