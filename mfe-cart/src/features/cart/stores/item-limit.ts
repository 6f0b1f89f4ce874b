import { maxItemQuantity } from '@storefront/shared/constants'
import type { CartLine, CartOrder } from '../api/cart-order'
import { stockMaxOf } from './availability-plan'
import type { CartState } from './cart-store'

/** How many of an item (sku or gift box code) the order holds, over all its lines. */
export const quantityInCart = (order: CartOrder | null | undefined, code: string): number =>
  order?.lines.filter((line) => line.code === code).reduce((sum, line) => sum + line.quantity, 0) ?? 0

/** The add would pass the item limit; `more` is how many still fit (0 or more). */
export class ItemLimitError extends Error {
  readonly more: number

  constructor(more: number) {
    super(`only ${more} more fit under the item limit`)
    this.name = 'ItemLimitError'
    this.more = Math.max(0, more)
  }
}

/** Throws ItemLimitError when `quantity` more of `code` would pass the limit in `order`. */
export function checkItemLimit(order: CartOrder | null | undefined, code: string, quantity: number): void {
  const already = quantityInCart(order, code)
  if (already + quantity > maxItemQuantity) throw new ItemLimitError(maxItemQuantity - already)
}

/** How far a line may go on the cart page, and what that makes of its item in the whole cart. */
export interface LineLimit {
  /** The most the line may hold. */
  readonly line: number
  /** The most the cart may hold of the line's item: the number a refusal names. */
  readonly item: number
}

/**
 * The item limit as the cart page applies it to one line. An add counts the item over all
 * lines (a bottle with a greeting card and one without are two lines of one item), so a line
 * may hold the limit less what the other lines of its item hold; never more than stock lets
 * it, `stockMax` (the availability check's figure for the line).
 *
 * @example lineLimit(order, plainBarolo, 20) // another line holds 4 → { line: 6, item: 10 }
 */
export function lineLimit(
  order: CartOrder | null | undefined,
  line: CartLine,
  stockMax: number = maxItemQuantity,
): LineLimit {
  const others =
    order?.lines
      .filter((other) => other.code === line.code && other.id !== line.id)
      .reduce((sum, other) => sum + other.quantity, 0) ?? 0
  const max = Math.max(0, Math.min(stockMax, maxItemQuantity - others))
  return { line: max, item: max + others }
}

/** A line's limit as the cart page holds it: the item limit, and the stock its check read. */
export const lineLimitIn = (state: Pick<CartState, 'order' | 'available'>, line: CartLine): LineLimit =>
  lineLimit(state.order, line, stockMaxOf(state.order?.lines ?? [], line, state.available))
