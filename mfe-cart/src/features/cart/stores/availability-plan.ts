import { maxItemQuantity } from '@storefront/shared/constants'
import type { CartLine } from '../api/cart-order'

export interface AvailabilityPlan {
  /** The most each line may hold now. */
  readonly maxByLine: Readonly<Record<string, number>>
  /** Lines to change: quantity 0 means remove. */
  readonly changes: readonly { readonly lineId: string; readonly quantity: number }[]
}

/** What one unit of a line takes from stock: the sku itself, or as many of each sku as a box holds. */
function skusPerUnit(line: CartLine): { id: string; quantity: number }[] {
  if (line.kind === 'bundle') return line.contents.map(({ id, quantity }) => ({ id, quantity }))
  return line.itemId ? [{ id: line.itemId, quantity: 1 }] : []
}

const left = (stock: ReadonlyMap<string, number>, id: string) => stock.get(id) ?? Number.POSITIVE_INFINITY

/**
 * Shares what is left in stock among the cart's lines, in cart order, and says which lines
 * must shrink or go. Lines share stock when a sku is sold alone and inside a bundle.
 *
 * @example planAvailability(lines, new Map([['sku-1', 2]])) // line of 3 → { quantity: 2 }
 */
export function planAvailability(
  lines: readonly CartLine[],
  available: ReadonlyMap<string, number>,
): AvailabilityPlan {
  const stock = new Map(available)
  const maxByLine: Record<string, number> = {}
  const changes: { lineId: string; quantity: number }[] = []
  for (const line of lines) {
    const skus = skusPerUnit(line)
    const fits = Math.min(
      maxItemQuantity,
      ...skus.map(({ id, quantity }) => Math.floor(left(stock, id) / quantity)),
    )
    maxByLine[line.id] = fits
    const kept = Math.min(line.quantity, fits)
    if (kept !== line.quantity) changes.push({ lineId: line.id, quantity: kept })
    for (const { id, quantity } of skus) stock.set(id, left(stock, id) - kept * quantity)
  }
  return { maxByLine, changes }
}
