import { countryCodeFromSlug, countrySlug } from './countries'
import type { Currency } from './data'
import { isLocale, type Locale } from './locales'
import { isCurrency } from './records'

/** The three market segments as written in a path, before any canonicalisation. */
export interface RawMarketPath {
  readonly country: string
  readonly currency: Currency
  /** Lower-cased, possibly unsupported ("xx"). */
  readonly locale: string
  /** What follows the prefix, starting with "/" (or "" when nothing follows). */
  readonly rest: string
  /** True when the three segments were all lower case as written. */
  readonly lowerCase: boolean
}

/**
 * Reads `/{country-slug}/{currency}/{locale}/rest…`. Three segments at least, a known
 * country and one of the shop's currencies; anything else is not a market path.
 *
 * @example splitMarketPath('/japan/usd/en/prodotti') // { country: 'JP', currency: 'USD', locale: 'en', rest: '/prodotti', … }
 */
export function splitMarketPath(pathname: string): RawMarketPath | null {
  const match = /^\/([^/]+)\/([^/]+)\/([^/]+)(\/.*)?$/.exec(pathname)
  if (!match) return null
  const [, countryPart = '', currencyPart = '', localePart = '', rest = ''] = match
  const country = countryCodeFromSlug(countryPart)
  const currency = currencyPart.toUpperCase()
  if (!country || !isCurrency(currency) || !/^[a-z]{2}$/i.test(localePart)) return null
  const prefix = `${countryPart}/${currencyPart}/${localePart}`
  return {
    country,
    currency,
    locale: localePart.toLowerCase(),
    rest,
    lowerCase: prefix === prefix.toLowerCase(),
  }
}

// ISO 4217's codes, where the runtime lists them; else any three letters. Listed on the first
// path cut short, not as every page loads this module.
let isoCurrencies: ReadonlySet<string> | undefined

/** Whether a path segment is a currency's code (`jpy`), not a word of a page (`set`). */
function isCurrencyCode(segment: string): boolean {
  const code = segment.toUpperCase()
  isoCurrencies ??= new Set(
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : [],
  )
  return /^[A-Z]{3}$/.test(code) && (isoCurrencies.size === 0 || isoCurrencies.has(code))
}

/** The start of a market path someone cut short: a country, then its currency or a language. */
export interface PartialMarketPath {
  readonly country: string
  readonly currency: Currency | null
  /** A language the shop speaks written straight after the country (`/italy/it/`). */
  readonly locale?: Locale
  /** What follows the segments read, starting with "/" (or "" when nothing follows). */
  readonly rest: string
}

/**
 * Reads `/{country-slug}[/{currency}|/{locale}]…` when it is not a whole market path: a visitor
 * who trims `/italy/eur/it/` to `/italy/eur`, drops its currency (`/italy/it/`), writes one the
 * shop does not sell (`/italy/jpy/it/`) or types `/italy` means that country.
 *
 * @example splitPartialMarketPath('/italy/eur') // { country: 'IT', currency: 'EUR', rest: '' }
 */
export function splitPartialMarketPath(pathname: string): PartialMarketPath | null {
  const match = /^\/([^/]+)(?:\/([^/]+))?(\/.*)?$/.exec(pathname)
  if (!match) return null
  const [, countryPart = '', second, after = ''] = match
  const country = countryCodeFromSlug(countryPart)
  if (!country) return null
  const currency = second?.toUpperCase()
  if (isCurrency(currency)) return { country, currency, rest: after === '/' ? '' : after }
  const locale = second?.toLowerCase()
  if (isLocale(locale)) return { country, currency: null, locale, rest: after === '/' ? '' : after }
  // A currency the shop does not sell in its place (`/italy/jpy/it/prodotti`, `/italy/jpy`, or
  // `/italy/yen/it/` before a language): kept as the start of the page, it led to not-found under
  // the country's prefix.
  const language = /^\/([a-z]{2})(\/.*)?$/i.exec(after)
  const written = language?.[1]?.toLowerCase()
  if (second && (isCurrencyCode(second) || (/^[a-z]{3}$/i.test(second) && isLocale(written)))) {
    const page = language ? (language[2] ?? '') : after
    const rest = page === '/' ? '' : page
    return isLocale(written)
      ? { country, currency: null, locale: written, rest }
      : { country, currency: null, rest }
  }
  const rest = second === undefined ? after : `/${second}${after}`
  return { country, currency: null, rest: rest === '/' ? '' : rest }
}

/** A market path but for its country: the language as written, and the page after the prefix. */
export interface CountrylessMarketPath {
  /** Lower-cased, possibly unsupported ("xx"). */
  readonly locale: string
  /** What follows the prefix, starting with "/" (or "" when nothing follows). */
  readonly rest: string
}

/**
 * Reads `/{no-country}/{currency}/{locale}/rest…`: a market path whose first segment names no
 * country, mistyped (`/itlay/eur/it/prodotti`) or made up (`/rest-of-world/usd/en/`). Read as a
 * path without a market, the whole of it would follow a new prefix and lead to not-found.
 *
 * @example splitCountrylessMarketPath('/itlay/eur/it/prodotti') // { locale: 'it', rest: '/prodotti' }
 */
export function splitCountrylessMarketPath(pathname: string): CountrylessMarketPath | null {
  const match = /^\/([^/]+)\/([^/]+)\/([a-z]{2})(\/.*)?$/i.exec(pathname)
  if (!match) return null
  const [, countryPart = '', currencyPart = '', localePart = '', rest = ''] = match
  if (countryCodeFromSlug(countryPart) || !isCurrency(currencyPart.toUpperCase())) return null
  return { locale: localePart.toLowerCase(), rest }
}

/**
 * Reads `/{locale}/rest…`: a language the shop speaks and no market, as people shorten a shop's
 * address (`/it/`, `/en/prodotti`). Read as a page, it would follow a market prefix to not-found.
 *
 * @example splitLanguagePath('/fr/produits') // { locale: 'fr', rest: '/produits' }
 */
export function splitLanguagePath(
  pathname: string,
): { readonly locale: Locale; readonly rest: string } | null {
  const match = /^\/([a-z]{2})(\/.*)?$/i.exec(pathname)
  const locale = match?.[1]?.toLowerCase()
  return isLocale(locale) ? { locale, rest: match?.[2] ?? '' } : null
}

/** `marketPrefix('GB', 'GBP', 'en')` → `'/united-kingdom/gbp/en'`. */
export function marketPrefix(country: string, currency: Currency, locale: Locale): string {
  const slug = countrySlug(country)
  if (!slug) throw new Error(`unknown country ${country}`)
  return `/${slug}/${currency.toLowerCase()}/${locale}`
}
