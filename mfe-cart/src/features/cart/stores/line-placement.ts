import type { CartLine, CartLineOption, CartOrder } from '../api/cart-order'

/** An option an add asks for, by the sku option's id, with its values (the card's message). */
export interface WantedOption {
  readonly skuOptionId: string
  readonly values: Readonly<Record<string, string>>
}

/**
 * Where an add goes:
 * - `create`: a new line; `merge` lets Commerce Layer grow the line of the same item instead
 *   (`_update_quantity`), which it does atomically, even for a line another tab just made;
 *   `attachOptions` when the new line still needs the options asked for.
 * - `grow`: the quantity of a line already holding exactly what was asked, set to `quantity`.
 */
export type LinePlacement =
  | { readonly kind: 'create'; readonly merge: boolean; readonly attachOptions: boolean }
  | { readonly kind: 'grow'; readonly lineId: string; readonly quantity: number }

const sameValues = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, value]) => b[key] === value)

/** The line holds the options asked for and no other: a card with this message, or none. */
function holdsExactly(
  line: CartLine,
  wanted: readonly Pick<CartLineOption, 'skuOptionId' | 'values'>[],
): boolean {
  return (
    line.options.length === wanted.length &&
    wanted.every((option) =>
      line.options.some(
        (held) => held.skuOptionId === option.skuOptionId && sameValues(held.values, option.values),
      ),
    )
  )
}

/**
 * Where an add of `quantity` of an item with these options goes in the order. Commerce Layer's
 * `_update_quantity` grows *a* line of the same item, options or not: a bottle with a greeting
 * card added to a line without one would give every bottle of it a card, and one without a card
 * could land on the line with the card. So it merges only where the one line of the item is the
 * line asked for (or there is none); otherwise the add makes its own line, or grows the line
 * that holds exactly what it asks for.
 *
 * @example placeLine(order, { kind: 'sku', code: 'WINE-1', quantity: 1 }, [card]) // { kind: 'create', merge: false, attachOptions: true }
 */
export function placeLine(
  order: CartOrder,
  request: { readonly kind: 'sku' | 'bundle'; readonly code: string; readonly quantity: number },
  wanted: readonly WantedOption[],
): LinePlacement {
  const same = order.lines.filter((line) => line.kind === request.kind && line.code === request.code)
  const target = same.find((line) => holdsExactly(line, wanted))
  if (!target) return { kind: 'create', merge: same.length === 0 && wanted.length === 0, attachOptions: true }
  if (same.length === 1) return { kind: 'create', merge: true, attachOptions: false }
  return { kind: 'grow', lineId: target.id, quantity: target.quantity + request.quantity }
}

/**
 * Another line of the same item holding exactly what `line` holds, once a change to its options
 * (the greeting card ticked or unticked) made the two alike: the cart shows them as one line.
 *
 * @example twinOf(order, plainNowToo) // the plain line that was there before, or undefined
 */
export function twinOf(order: CartOrder, line: CartLine): CartLine | undefined {
  return order.lines.find(
    (other) =>
      other.id !== line.id &&
      other.kind === line.kind &&
      other.code === line.code &&
      holdsExactly(other, line.options),
  )
}

/**
 * The line as the order holds it now: by its id, else the line of the same item and options the
 * availability check made in its place (it removes a line stock no longer covers and adds it back
 * reduced, under a new id). A press on the old line acts on that one.
 */
export function lineNowOf(order: CartOrder | null | undefined, line: CartLine): CartLine | undefined {
  return (
    order?.lines.find((each) => each.id === line.id) ??
    order?.lines.find(
      (other) => other.kind === line.kind && other.code === line.code && holdsExactly(other, line.options),
    )
  )
}
