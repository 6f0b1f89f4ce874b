import type { ErrorCode, ShopError } from '@storefront/shared/errors'
import type { CartOrder } from '../api/cart-order'

/** The order attribute a code is sent as: which kinds of code the order can still take. */
export type CodeAttribute = 'gift_card_or_coupon_code' | 'coupon_code' | 'gift_card_code'

/**
 * One field takes either kind of code; once a coupon is on the order only a gift card can
 * follow, and the other way round. Null when the order holds both.
 */
export function codeAttributeOf(
  order: Pick<CartOrder, 'couponCode' | 'giftCardCode'> | null,
): CodeAttribute | null {
  if (order?.couponCode && order.giftCardCode) return null
  if (order?.couponCode) return 'gift_card_code'
  if (order?.giftCardCode) return 'coupon_code'
  return 'gift_card_or_coupon_code'
}

const mismatches: Record<CodeAttribute, ErrorCode> = {
  gift_card_or_coupon_code: 'no_active_gift_card_or_coupon',
  coupon_code: 'no_active_coupon',
  gift_card_code: 'no_active_gift_card',
}

const mismatchCodes = new Set<ErrorCode>(Object.values(mismatches))

function pointedAttribute(thrown: unknown): CodeAttribute | null {
  const errors = (thrown as { errors?: { source?: { pointer?: string } }[] } | null)?.errors
  const pointers = (Array.isArray(errors) ? errors : []).map((error) => error.source?.pointer ?? '')
  const names = Object.keys(mismatches) as CodeAttribute[]
  // Matched after the pointer's slash: `…/gift_card_or_coupon_code` does not end in `/coupon_code`.
  return names.find((name) => pointers.some((pointer) => pointer.endsWith(`/${name}`))) ?? null
}

/**
 * The message for a refused code. Commerce Layer says which kind of code it looked for
 * ("matches no active gift card"), or points at the attribute it refused; either way the
 * visitor reads the variant that fits. Other validation failures are an invalid code; network
 * and timeout failures keep their own message.
 */
export function codeErrorOf(error: ShopError, thrown: unknown): ErrorCode {
  if (mismatchCodes.has(error.code)) return error.code
  const attribute = pointedAttribute(thrown)
  if (attribute) return mismatches[attribute]
  return error.code === 'cl_validation_error' ? 'invalid_coupon_code' : error.code
}
