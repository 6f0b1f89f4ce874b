// Commerce Layer writes every formatted amount the same way whatever the order's language: the
// symbol first and the currency's own separators (€1.234,50, £1,234.50, CHF 1'234.50). The shop
// formats for its visitor's locale from the cents; these strings are for API clients that don't.
const styles: Record<string, { symbol: string; locale: string }> = {
  EUR: { symbol: '€', locale: 'de-DE' },
  USD: { symbol: '$', locale: 'en-US' },
  GBP: { symbol: '£', locale: 'en-GB' },
  CHF: { symbol: 'CHF ', locale: 'de-CH' },
}
const numbers = new Map<string, Intl.NumberFormat>()

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numbers.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    numbers.set(locale, format)
  }
  return format
}

/** @example formatCents(123450, 'EUR') // '€1.234,50' */
export function formatCents(cents: number, currency: string): string {
  const style = styles[currency] ?? { symbol: `${currency} `, locale: 'en-US' }
  const sign = cents < 0 ? '-' : ''
  return `${sign}${style.symbol}${numberFormat(style.locale).format(Math.abs(cents) / 100)}`
}
