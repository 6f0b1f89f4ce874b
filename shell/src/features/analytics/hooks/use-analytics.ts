import type { ShopBus } from '@storefront/shared/events'
import { useEffect } from 'react'
import { forwardAnalytics } from '../data-layer'

export function useAnalytics(bus: ShopBus): void {
  useEffect(() => forwardAnalytics(bus), [bus])
}
