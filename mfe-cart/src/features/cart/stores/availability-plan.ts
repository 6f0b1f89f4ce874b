import { maxItemQuantity } from '@storefront/shared/constants'
import type { CartLine } from '../api/cart-order'

export interface AvailabilityPlan {
  /** Lines to change: quantity 0 means remove. */
  readonly changes: readonly { readonly lineId: string; readonly quantity: number }[]
}

/** A sku one unit of a line takes from stock, by id (the availability check's) and by code (the API's refusals'). */
export interface UnitPart {
  readonly id: string | null
  readonly code: string
  readonly quantity: number
}

/** What one unit of a line takes from stock: the sku itself, or as many of each sku as a box holds. */
export function skusPerUnit(line: CartLine): UnitPart[] {
  if (line.kind === 'bundle') return line.contents.map(({ id, code, quantity }) => ({ id, code, quantity }))
  return [{ id: line.itemId, code: line.code, quantity: 1 }]
}

// The availability check knows skus by id: a sku line whose sku the order did not name has none.
const skusById = (line: CartLine) =>
  skusPerUnit(line).flatMap(({ id, quantity }) => (id ? [{ id, quantity }] : []))

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
  const changes: { lineId: string; quantity: number }[] = []
  for (const line of lines) {
    const skus = skusById(line)
    const fits = Math.min(
      maxItemQuantity,
      ...skus.map(({ id, quantity }) => Math.floor(left(stock, id) / quantity)),
    )
    const kept = Math.min(line.quantity, fits)
    if (kept !== line.quantity) changes.push({ lineId: line.id, quantity: kept })
    for (const { id, quantity } of skus) stock.set(id, left(stock, id) - kept * quantity)
  }
  return { changes }
}

/**
 * The most `line` may hold with what stock has (`available`, by sku id), counting what the
 * cart's other lines take of the same skus as they are now: read live, it follows every change
 * made on the page. A sku with no figure is unlimited; the item limit caps it all the same.
 *
 * @example stockMaxOf([oil(2), box(1, ['sku-oil'])], oil, { 'sku-oil': 5 }) // 4
 */
export function stockMaxOf(
  lines: readonly CartLine[],
  line: CartLine,
  available: Readonly<Record<string, number>>,
): number {
  const taken = new Map<string, number>()
  for (const other of lines) {
    if (other.id === line.id) continue
    for (const { id, quantity } of skusById(other))
      taken.set(id, (taken.get(id) ?? 0) + quantity * other.quantity)
  }
  const fits = skusById(line).map(({ id, quantity }) =>
    Math.floor(((available[id] ?? Number.POSITIVE_INFINITY) - (taken.get(id) ?? 0)) / quantity),
  )
  return Math.max(0, Math.min(maxItemQuantity, ...fits))
}

/**
 * What the page knows of stock, told what a refusal said of one sku: the API's figure is
 * today's, the availability check's is from when the page opened. Without it the stepper kept
 * offering the quantity the refusal had just said no to. An answer naming no sku teaches nothing.
 *
 * @example withShortage({ 'sku-oil': 5 }, [oil(2)], { skuCode: 'OIL', available: 2 }) // { 'sku-oil': 2 }
 */
export function withShortage(
  available: Readonly<Record<string, number>>,
  lines: readonly CartLine[],
  shortage: { readonly skuCode: string | null; readonly available: number },
): Readonly<Record<string, number>> {
  const ids = lines
    .flatMap(skusPerUnit)
    .flatMap(({ id, code }) => (id && code === shortage.skuCode ? [id] : []))
  if (ids.length === 0) return available
  return { ...available, ...Object.fromEntries(ids.map((id) => [id, shortage.available])) }
}
