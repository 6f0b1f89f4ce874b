import { formatCents } from '../../money/format'

/** Cents as the currency's major unit, e.g. 1250 → 12.5. */
export function centsToFloat(cents: number): number {
  return cents / 100
}

/**
 * The three renderings Commerce Layer gives every amount: `{base}_cents`, `{base}_float`, `formatted_{base}`.
 *
 * @example moneyFields('total_amount', 1200, 'EUR')
 * // { total_amount_cents: 1200, total_amount_float: 12, formatted_total_amount: '€12,00' }
 */
export function moneyFields(base: string, cents: number, currency: string): Record<string, number | string> {
  return {
    [`${base}_cents`]: cents,
    [`${base}_float`]: centsToFloat(cents),
    [`formatted_${base}`]: formatCents(cents, currency),
  }
}
