import type { PriceInfo } from './catalog-types'

/** The discount in whole percent a compare-at price gives, or null when there is none. */
export function discountPercent(price: PriceInfo): number | null {
  const { amountCents, compareAtCents } = price
  if (!compareAtCents || compareAtCents <= amountCents) return null
  return Math.round(((compareAtCents - amountCents) / compareAtCents) * 100)
}
