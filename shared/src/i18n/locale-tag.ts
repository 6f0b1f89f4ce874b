import type { Locale } from '../markets/locales'

/** A BCP-47 tag for Intl: a shop language, alone or with a region (`de-CH`). */
export type LocaleTag = Locale | `${Locale}-${string}`

const regionPattern = /^[A-Za-z]{2}$/

/**
 * The tag Intl should format with for a visitor reading `locale` in `country`, so that a
 * Swiss German visitor sees `CHF 1'234.50` and a British one `£1,234.50`. Intl falls back
 * to the bare language for a pair CLDR does not know, so any market country is safe.
 *
 * @example localeTag('de', 'CH') // 'de-CH'
 */
export function localeTag(locale: Locale, country?: string): LocaleTag {
  if (country === undefined || !regionPattern.test(country)) return locale
  return `${locale}-${country.toUpperCase()}`
}

/**
 * The shop language a tag is in.
 *
 * @example languageOf('de-CH') // 'de'
 */
export function languageOf(tag: LocaleTag): Locale {
  return tag.slice(0, 2) as Locale
}
