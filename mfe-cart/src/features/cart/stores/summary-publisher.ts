import type { PayloadOf } from '@storefront/shared/events'
import { money } from '../../../lib/money'
import { orderValueOf } from '../api/cart-order'
import type { CartRuntime } from './cart-runtime'
import type { CartState } from './cart-store'

type Summary = PayloadOf<'cart:updated'>

/**
 * The summary other remotes see, or null while the cart is not known yet: publishing an empty
 * cart while the stored one loads would flash "0 items" in the header.
 */
export function summaryOf(state: Pick<CartState, 'context' | 'order' | 'phase'>): Summary | null {
  const { context, order, phase } = state
  if (!context || phase !== 'ready') return null
  const currency = order?.currency ?? context.currency
  // The goods' value, as the cart page's total: with a gift card paying, "0.00" read as an empty cart.
  const totalCents = order ? orderValueOf(order.totals) : 0
  return {
    marketCode: context.marketCode,
    orderId: order?.id ?? null,
    itemsCount: order?.itemsCount ?? 0,
    totalCents,
    currency: currency as Summary['currency'],
    formattedTotal: money(totalCents, { currency, locale: context.locale, country: context.country }),
  }
}

/** Publishes `cart:updated` whenever the summary changes; the bus replays it to late subscribers. */
export function publishSummaries(runtime: CartRuntime): () => void {
  let last = ''
  const publish = () => {
    const summary = summaryOf(runtime.store.getState())
    if (!summary) return
    const key = JSON.stringify(summary)
    if (key === last) return
    last = key
    try {
      runtime.bus.publish('cart:updated', summary)
    } catch (error) {
      console.error('cart summary refused by the bus', error)
    }
  }
  publish()
  return runtime.store.subscribe(publish)
}
