import type { CartTotals } from '../api/cart-order'
import type { ShippingRate } from '../api/get-shipping-rate'

export type FreeShipping =
  /** The order already ships free. */
  | { readonly kind: 'free' }
  /** It would from `freeOverCents`, `missingCents` away. */
  | { readonly kind: 'missing'; readonly missingCents: number; readonly freeOverCents: number }

/**
 * How far the cart is from free shipping, as Commerce Layer decides it at checkout: the amount
 * after the items' discounts (Commerce Layer gives them negative) meets the method's threshold,
 * or the subtotal before them where the method says `use_subtotal`. Null when the method never
 * ships free, or once checkout priced the shipping (the order's own figure says it then).
 *
 * @example freeShippingOf({ priceCents: 590, freeOverCents: 4900, comparesSubtotal: false }, totals) // { kind: 'missing', missingCents: 1230, freeOverCents: 4900 }
 */
export function freeShippingOf(rate: ShippingRate, totals: CartTotals): FreeShipping | null {
  if (totals.shipping > 0) return null
  if (rate.priceCents === 0) return { kind: 'free' }
  if (rate.freeOverCents === null) return null
  const compared = rate.comparesSubtotal ? totals.subtotal : totals.subtotal - Math.abs(totals.discount)
  if (compared >= rate.freeOverCents) return { kind: 'free' }
  return { kind: 'missing', missingCents: rate.freeOverCents - compared, freeOverCents: rate.freeOverCents }
}
