const formatters = new Map<string, Intl.NumberFormat>()

function formatterFor(currency: string, language: string): Intl.NumberFormat {
  const key = `${language}|${currency}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, { style: 'currency', currency })
    formatters.set(key, formatter)
  }
  return formatter
}

/** Cents as the currency's major unit, e.g. 1250 → 12.5. */
export function centsToFloat(cents: number): number {
  return cents / 100
}

/** @example formatCents(-500, 'EUR', 'it') // '-5,00 €' */
export function formatCents(cents: number, currency: string, language: string): string {
  return formatterFor(currency, language).format(centsToFloat(cents))
}

/**
 * The three renderings Commerce Layer gives every amount: `{base}_cents`, `{base}_float`, `formatted_{base}`.
 *
 * @example moneyFields('total_amount', 1200, 'EUR', 'en')
 * // { total_amount_cents: 1200, total_amount_float: 12, formatted_total_amount: '€12.00' }
 */
export function moneyFields(
  base: string,
  cents: number,
  currency: string,
  language: string,
): Record<string, number | string> {
  return {
    [`${base}_cents`]: cents,
    [`${base}_float`]: centsToFloat(cents),
    [`formatted_${base}`]: formatCents(cents, currency, language),
  }
}
