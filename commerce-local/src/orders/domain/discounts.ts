import type { DiscountableItem, Promotion } from './promotions'

export interface Discount {
  readonly promotion: Promotion
  /** Negative, as Commerce Layer stores discounts. */
  readonly amountCents: number
  /** The share of the discount each line item carries, keyed by line item id (negative cents). */
  readonly shares: ReadonlyMap<string, number>
}

/** Splits `amount` over `weights` proportionally, handing rounding leftovers to the largest remainders. */
export function distribute(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0)
  if (total === 0) return weights.map(() => 0)
  const exact = weights.map((w) => (amount * w) / total)
  const floored = exact.map(Math.floor)
  let leftover = amount - floored.reduce((sum, v) => sum + v, 0)
  const byRemainder = exact.map((v, i) => ({ i, r: v - Math.floor(v) })).sort((a, b) => b.r - a.r)
  for (const { i } of byRemainder) {
    if (leftover <= 0) break
    floored[i] = (floored[i] ?? 0) + 1
    leftover -= 1
  }
  return floored
}

function eligibleItems(promotion: Promotion, items: readonly DiscountableItem[]) {
  const codes = promotion.skuCodes
  return codes === null ? items : items.filter((item) => codes.includes(item.code))
}

/**
 * The discount a percentage or fixed-amount promotion gives on the line items, never more than they cost.
 * Free shipping is not an item discount: it is worked out on the shipping amount.
 */
export function itemDiscount(promotion: Promotion, items: readonly DiscountableItem[]): Discount | null {
  const eligible = eligibleItems(promotion, items)
  const base = eligible.reduce((sum, item) => sum + item.totalAmountCents, 0)
  let off = 0
  if (promotion.type === 'percentage_discount_promotions') {
    off = Math.round((base * (promotion.percentage ?? 0)) / 100)
  } else if (promotion.type === 'fixed_amount_promotions') {
    off = Math.min(promotion.fixedAmountCents ?? 0, base)
  }
  if (off <= 0) return null
  const split = distribute(
    off,
    eligible.map((item) => item.totalAmountCents),
  )
  const shares = new Map(eligible.map((item, i) => [item.id, -(split[i] ?? 0)]))
  return { promotion, amountCents: -off, shares }
}

/**
 * The discounts as they apply together, in order: a line gives each one only what the ones before
 * left of its price. Apart, each stops at what its items cost; together they could still pass it,
 * and a line discounted below zero would be taxed below zero. One that finds nothing left is dropped.
 */
export function withinItemPrices(
  discounts: readonly Discount[],
  items: readonly DiscountableItem[],
): Discount[] {
  const left = new Map(items.map((item) => [item.id, item.totalAmountCents]))
  return discounts.flatMap((discount) => {
    const shares = new Map(
      [...discount.shares].map(([id, share]) => {
        const taken = Math.max(share, -(left.get(id) ?? 0))
        left.set(id, (left.get(id) ?? 0) + taken)
        return [id, taken] as const
      }),
    )
    const amountCents = [...shares.values()].reduce((sum, share) => sum + share, 0)
    return amountCents < 0 ? [{ ...discount, amountCents, shares }] : []
  })
}
