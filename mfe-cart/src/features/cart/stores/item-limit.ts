import { maxItemQuantity } from '@storefront/shared/constants'
import type { CartLine, CartOrder } from '../api/cart-order'
import { stockMaxOf } from './availability-plan'
import type { CartState } from './cart-store'

/** How many of an item (sku or gift box code) the order holds, over all its lines. */
export const quantityInCart = (order: CartOrder | null | undefined, code: string): number =>
  order?.lines.filter((line) => line.code === code).reduce((sum, line) => sum + line.quantity, 0) ?? 0

/** What stops an add or a quantity: the shop's item limit, or the stock left beside the cart. */
export type LimitCode = 'item_limit_exceeded' | 'stock_limit_exceeded'

/**
 * The add would pass the item limit, or what stock has left; `more` is how many still fit (0 or
 * more); `soldOut` when stock has not one unit left even beside an empty cart.
 */
export class QuantityLimitError extends Error {
  readonly more: number
  readonly code: LimitCode
  readonly soldOut: boolean

  constructor(more: number, code: LimitCode = 'item_limit_exceeded', soldOut = false) {
    super(`only ${more} more fit (${code})`)
    this.name = 'QuantityLimitError'
    this.more = Math.max(0, more)
    this.code = code
    this.soldOut = soldOut
  }
}

/** Throws QuantityLimitError when `quantity` more of `code` would pass the limit in `order`. */
export function checkItemLimit(order: CartOrder | null | undefined, code: string, quantity: number): void {
  const already = quantityInCart(order, code)
  if (already + quantity > maxItemQuantity) throw new QuantityLimitError(maxItemQuantity - already)
}

/** How far a line may go on the cart page, and what that makes of its item in the whole cart. */
export interface LineLimit {
  /** The most the line may hold. */
  readonly line: number
  /** The most the cart may hold of the line's item: the number a refusal names. */
  readonly item: number
  /** Which of the two the most comes from: the item limit, or the stock left. */
  readonly code: LimitCode
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
  const code = stockMax < maxItemQuantity - others ? 'stock_limit_exceeded' : 'item_limit_exceeded'
  return { line: max, item: max + others, code }
}

/** A line's limit as the cart page holds it: the item limit, and the stock its check read. */
export const lineLimitIn = (state: Pick<CartState, 'order' | 'available'>, line: CartLine): LineLimit =>
  lineLimit(state.order, line, stockMaxOf(state.order?.lines ?? [], line, state.available))
