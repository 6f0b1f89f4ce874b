import { maxItemQuantity } from '@storefront/shared/constants'
import type { CartLine } from '../api/cart-order'

export interface AvailabilityPlan {
  /** The most each line may hold now. */
  readonly maxByLine: Readonly<Record<string, number>>
  /** Lines to change: quantity 0 means remove. */
  readonly changes: readonly { readonly lineId: string; readonly quantity: number }[]
}

/** The skus one unit of a line takes from stock: the sku itself, or each sku of a bundle. */
function skusPerUnit(line: CartLine): string[] {
  if (line.kind === 'bundle') return line.contents.map((sku) => sku.id)
  return line.itemId ? [line.itemId] : []
}

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
  const left = new Map(available)
  const maxByLine: Record<string, number> = {}
  const changes: { lineId: string; quantity: number }[] = []
  for (const line of lines) {
    const skus = skusPerUnit(line)
    const fits = Math.min(maxItemQuantity, ...skus.map((id) => left.get(id) ?? Number.POSITIVE_INFINITY))
    maxByLine[line.id] = fits
    const kept = Math.min(line.quantity, fits)
    if (kept !== line.quantity) changes.push({ lineId: line.id, quantity: kept })
    for (const id of skus) left.set(id, (left.get(id) ?? Number.POSITIVE_INFINITY) - kept)
  }
  return { maxByLine, changes }
}
