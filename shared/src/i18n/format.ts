import { cachedBy } from './intl-cache'
import type { LocaleTag } from './locale-tag'

// The narrow symbol: a market shows one currency, named in the header, so the pound is "£" in
// every language (French writes "£GB", Spanish "GBP") and the dollar "$" (not "US$" or "USD"),
// except where "$" is the country's own money (`ownDollarSign`).
const moneyFormat = cachedBy(
  (tag: LocaleTag, currency: string, whole: boolean) => `${tag}|${currency}|${whole}`,
  (tag: LocaleTag, currency: string, whole: boolean) =>
    new Intl.NumberFormat(tag, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      ...(whole && { trailingZeroDisplay: 'stripIfInteger' }),
    }),
)

export interface MoneyOptions {
  /** A round amount without its zero cents ("49 €"), for a threshold rather than a price. */
  readonly wholeWithoutCents?: boolean
}

/**
 * Countries whose own money is written "$" as well (their dollars and pesos). Shipped there, a
 * bare "$" reads as the local currency: "$ 8,90" is eight pesos in Colombia, not eight dollars.
 */
const ownDollarSign = new Set(
  'AR AU BB BM BN BS BZ CA CL CO CU DO FJ GY HK JM KI KY LR MX NA NZ SB SG SR TT TV TW UY'.split(' '),
)

const regionOf = cachedBy(
  (tag: LocaleTag) => tag,
  (tag: LocaleTag) => new Intl.Locale(tag).region ?? '',
)

/**
 * Formats an amount in the currency's minor unit (Commerce Layer's `amount_cents`).
 * Pass a `localeTag` rather than a bare language to get the country's conventions.
 *
 * @example formatMoney(123450, 'CHF', 'de-CH') // "CHF 1'234.50"
 * @example formatMoney(890, 'USD', 'en-NZ') // "US$8.90"
 * @example formatMoney(4900, 'EUR', 'it-IT', { wholeWithoutCents: true }) // "49 €"
 */
export function formatMoney(
  amountCents: number,
  currency: string,
  locale: LocaleTag,
  { wholeWithoutCents = false }: MoneyOptions = {},
): string {
  const code = currency.toUpperCase()
  const format = moneyFormat(locale, code, wholeWithoutCents)
  // The minor unit comes from the currency itself (2 for EUR, 0 for JPY), not a fixed 100.
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  const amount = amountCents / 10 ** digits
  if (code !== 'USD' || !ownDollarSign.has(regionOf(locale))) return format.format(amount)
  // CLDR's own "symbol" display would not do: it still writes "$" in German, and in English for Colombia.
  return format
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? 'US$' : part.value))
    .join('')
}

const dateOnlyPattern = /^\d{4}-\d{2}-\d{2}$/

/**
 * `YYYY-MM-DD` is a calendar day, which `new Date` reads as UTC midnight; formatting it
 * in UTC keeps visitors west of Greenwich from seeing the day before.
 */
function toInstant(value: Date | string): { date: Date; timeZone?: string } {
  if (value instanceof Date) return { date: value }
  return dateOnlyPattern.test(value) ? { date: new Date(value), timeZone: 'UTC' } : { date: new Date(value) }
}

const dateFormat = cachedBy(
  (tag: LocaleTag, options: Intl.DateTimeFormatOptions) => `${tag}|${JSON.stringify(options)}`,
  (tag: LocaleTag, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, options),
)

/** @example formatDate('2026-12-03', 'it-IT') // "3 dic 2026" */
export function formatDate(
  date: Date | string,
  locale: LocaleTag,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const { date: instant, timeZone } = toInstant(date)
  return dateFormat(locale, { timeZone, ...options }).format(instant)
}

/**
 * A range the way the language writes it, sharing the common parts once
 * ("3–5 December", "3.–5. Dezember"); used for delivery estimates.
 *
 * @example formatDateRange('2026-12-03', '2026-12-05', 'en-GB') // "3–5 December"
 */
export function formatDateRange(
  from: Date | string,
  to: Date | string,
  locale: LocaleTag,
  options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long' },
): string {
  const start = toInstant(from)
  const end = toInstant(to)
  const timeZone = start.timeZone ?? end.timeZone
  const parts = dateFormat(locale, { timeZone, ...options }).formatRangeToParts(start.date, end.date)
  // Italian ranges come with two-digit days ("09–10 dicembre") where a single date has one: a
  // numeric day is written as one date writes it.
  const numericDay = options.day === 'numeric'
  return parts
    .map((part) => (numericDay && part.type === 'day' ? part.value.replace(/^0(?=\d)/, '') : part.value))
    .join('')
}
