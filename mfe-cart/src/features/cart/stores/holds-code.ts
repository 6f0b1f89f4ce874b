import type { CartOrder } from '../api/cart-order'

/**
 * Whether the order holds a code the shopper typed: `gift_card_or_coupon_code` lands in the field
 * it matches, whatever its case, and a gift card is found by the start of its code too (its first
 * eight characters), the order then holding the whole code.
 */
export function holdsCode(order: Pick<CartOrder, 'couponCode' | 'giftCardCode'>, typed: string): boolean {
  const code = typed.trim().toLowerCase()
  if (!code) return false
  return (
    order.couponCode?.toLowerCase() === code || Boolean(order.giftCardCode?.toLowerCase().startsWith(code))
  )
}
