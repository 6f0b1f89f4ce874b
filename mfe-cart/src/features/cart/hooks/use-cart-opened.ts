import { analyticsEvents } from '@storefront/shared/analytics'
import { useEffect, useRef } from 'react'
import { analyticsItemOf } from '../stores/analytics-items'
import { checkAvailability } from '../stores/check-availability'
import { useCart, useCartRuntime } from './cart-runtime-context'

/**
 * What opening the cart page does once the cart is known: check what is still in stock
 * (stock may have gone since the items were added), then report view_cart, once a market: a
 * cart carried over on sign-in is the cart the shopper was already looking at, and another
 * market's is another cart, in its own currency.
 */
export function useCartOpened(): void {
  const runtime = useCartRuntime()
  const orderId = useCart((state) => (state.phase === 'ready' ? (state.order?.id ?? 'empty') : null))
  const done = useRef<string | null>(null)
  const viewedIn = useRef<string | null>(null)
  useEffect(() => {
    if (!orderId || done.current === orderId) return
    done.current = orderId
    // The last check's notice is old news; a dropped coupon is not, until the shopper has seen it.
    runtime.store.getState().dismissNotice('items-changed')
    void checkAvailability(runtime).then(() => {
      const { order, context } = runtime.store.getState()
      if (!order || order.lines.length === 0 || !context || viewedIn.current === context.marketCode) return
      viewedIn.current = context.marketCode
      runtime.bus.publish(
        'analytics:event',
        analyticsEvents.viewCart(order.currency, order.lines.map(analyticsItemOf)),
      )
    })
  }, [orderId, runtime])
}
