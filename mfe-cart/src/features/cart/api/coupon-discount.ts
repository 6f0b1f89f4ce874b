import type { LineItem, Order } from '@commercelayer/sdk'

// Every promotion kind Commerce Layer adds as a line item ends so: fixed_amount_promotions,
// free_shipping_promotions, buy_x_pay_y_promotions, …
const isPromotion = (item: LineItem) => item.item_type?.endsWith('_promotions') ?? false

/**
 * Whether the order's coupon takes anything off. Commerce Layer keeps a coupon on the order
 * even while its promotion's rules (a minimum amount, a sku list) leave it out; the only trace
 * of it working is a promotion line item that names the coupon in its own `coupon_code`. The
 * order's `discount_amount_cents` cannot tell: it sums automatic promotions too. A sales channel
 * cannot read coupons, so this says whether, never why. False when there is no coupon.
 *
 * @example couponGivesDiscount(await client.orders.retrieve(id, { include: ['line_items'] }))
 */
export function couponGivesDiscount(order: Pick<Order, 'coupon_code' | 'line_items'>): boolean {
  const coupon = order.coupon_code?.toLowerCase()
  if (!coupon) return false
  return (order.line_items ?? []).some(
    (item) =>
      isPromotion(item) && item.coupon_code?.toLowerCase() === coupon && (item.total_amount_cents ?? 0) !== 0,
  )
}
