import type { PriceInfo } from './catalog-types'

/**
 * The discount in whole percent a compare-at price gives, or null when there is none. Under half
 * a percent is none: a badge saying "-0 %" beside a struck price would only puzzle.
 */
export function discountPercent(price: PriceInfo): number | null {
  const { amountCents, compareAtCents } = price
  if (!compareAtCents || compareAtCents <= amountCents) return null
  const percent = Math.round(((compareAtCents - amountCents) / compareAtCents) * 100)
  return percent >= 1 ? percent : null
}
