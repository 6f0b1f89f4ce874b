import { maxItemQuantity } from '@storefront/shared/constants'
import type { CartLine } from '../api/cart-order'
import { skusPerUnit } from './availability-plan'
import type { KnownShortage } from './stock-errors'

/** A sku one unit of an item takes from stock, by code: a sku itself, a gift box each sku it holds. */
export interface ItemPart {
  readonly code: string
  readonly quantity: number
}

const takenOf = (lines: readonly CartLine[], code: string): number =>
  lines.reduce(
    (sum, line) =>
      sum +
      line.quantity *
        skusPerUnit(line)
          .filter((part) => part.code === code)
          .reduce((units, part) => units + part.quantity, 0),
    0,
  )

/**
 * How many units of an item the stock still has room for beside `lines`, once the API refused
 * a quantity for lack of one sku: what is left of that sku, less what the lines take of it, over
 * what one unit takes. A box holding one grappa fits once when the cart already holds three of
 * the four grappas left, though the box itself is not in the cart. An answer that names no sku
 * counts every sku of the item as the short one: the figure may fall short, never promise more.
 *
 * @example unitsThatFit([grappa(3)], [{ code: 'GRAPPA', quantity: 1 }], { skuCode: 'GRAPPA', available: 4 }) // 1
 */
export function unitsThatFit(
  lines: readonly CartLine[],
  parts: readonly ItemPart[],
  shortage: KnownShortage,
): number {
  const named = parts.filter((part) => part.code === shortage.skuCode)
  const short = named.length > 0 ? named : parts
  const fits = short.map(({ code, quantity }) =>
    Math.floor((shortage.available - takenOf(lines, code)) / Math.max(1, quantity)),
  )
  return Math.max(0, Math.min(maxItemQuantity, ...fits))
}
