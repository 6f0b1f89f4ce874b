import { availabilityThreshold, maxItemQuantity } from '@storefront/shared/constants'
import type { Inventory } from './catalog-types'

export type Availability =
  | { readonly kind: 'in-stock' }
  | { readonly kind: 'low-stock'; readonly count: number }
  | { readonly kind: 'out-of-stock' }
  /** No price in the market's price list: the API would refuse the add whatever the stock. */
  | { readonly kind: 'not-sold' }

/**
 * What the product page says about stock: "ready in stock", "only N left" under the
 * threshold, or "out of stock". Untracked stock (null inventory) is always in stock.
 */
export function availabilityOf(inventory: Inventory | null): Availability {
  if (!inventory) return { kind: 'in-stock' }
  if (!inventory.available || inventory.quantity <= 0) return { kind: 'out-of-stock' }
  const count = fewLeftOf(inventory.quantity)
  return count === null ? { kind: 'in-stock' } : { kind: 'low-stock', count }
}

/**
 * The count "only N left" says, on the product page and on a card alike: some left, fewer than
 * the shop's threshold. Null for none left, or enough.
 */
export function fewLeftOf(quantity: number): number | null {
  return quantity > 0 && quantity < availabilityThreshold ? quantity : null
}

/** How many units one add to cart may carry: the shop's item limit, or fewer when stock says so. */
export function maxQuantityOf(inventory: Inventory | null): number {
  if (!inventory) return maxItemQuantity
  return Math.max(0, Math.min(maxItemQuantity, inventory.quantity))
}
