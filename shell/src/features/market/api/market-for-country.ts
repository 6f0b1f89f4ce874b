import { type Locale, marketPrefix, recordForCountry } from '@storefront/shared/markets'
import { translatePath } from '@storefront/shared/routes'

/**
 * Where a visitor lands after choosing a country: the same screen under the country's market
 * prefix, in the language they read now.
 *
 * @example pathInCountry('/prodotti', 'it', 'GB') // '/united-kingdom/gbp/it/prodotti'
 */
export function pathInCountry(rest: string, locale: Locale, country: string): string {
  const { record, country: code } = recordForCountry(country)
  return translatePath(rest, locale, { prefix: marketPrefix(code, record.currency, locale), locale })
}

/** The same screen in another language; the market stays. */
export function pathInLocale(
  rest: string,
  from: Locale,
  market: { country: string; currency: Parameters<typeof marketPrefix>[1] },
  to: Locale,
): string {
  return translatePath(rest, from, { prefix: marketPrefix(market.country, market.currency, to), locale: to })
}
