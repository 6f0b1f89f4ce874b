import { analyticsEvents } from '@storefront/shared/analytics'
import { useCallback } from 'react'
import { analyticsItemOf } from '../stores/analytics-items'
import { useCartRuntime } from './cart-runtime-context'

/** Leaves for checkout: begin_checkout first, then the shell is asked for the checkout screen. */
export function useProceedToCheckout() {
  const runtime = useCartRuntime()
  return useCallback(() => {
    const order = runtime.store.getState().order
    if (!order || order.lines.length === 0) return
    const items = order.lines.map(analyticsItemOf)
    runtime.bus.publish(
      'analytics:event',
      analyticsEvents.beginCheckout(order.currency, items, order.couponCode ?? undefined),
    )
    runtime.bus.publish('nav:intent', { screen: { name: 'checkout' } })
  }, [runtime])
}
