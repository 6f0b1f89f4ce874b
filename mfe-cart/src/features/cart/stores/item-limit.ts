import { maxItemQuantity } from '@storefront/shared/constants'
import type { CartOrder } from '../api/cart-order'

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
