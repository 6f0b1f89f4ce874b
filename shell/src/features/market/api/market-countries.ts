import { countryName, type LocaleTag } from '@storefront/shared/i18n'
import { marketRecords } from '@storefront/shared/markets'

/** Every country a market row ships to, once each: the country selector's options. */
export const marketCountries: readonly string[] = [...new Set(marketRecords.flatMap((r) => r.zoneCodes))]

/** The countries with their names in the visitor's language, sorted as that language sorts. */
export function countryOptions(locale: LocaleTag): { code: string; name: string }[] {
  const collator = new Intl.Collator(locale)
  return marketCountries
    .map((code) => ({ code, name: countryName(code, locale) }))
    .sort((a, b) => collator.compare(a.name, b.name))
}
