import type { Locale } from '../markets/locales'
import { cachedBy } from './intl-cache'
import type { LocaleTag } from './locale-tag'

type DisplayType = 'region' | 'currency' | 'language'

const displayNames = cachedBy(
  (tag: LocaleTag, type: DisplayType) => `${tag}|${type}`,
  (tag: LocaleTag, type: DisplayType) => new Intl.DisplayNames([tag], { type, fallback: 'code' }),
)

/**
 * A country's name in the visitor's language, from CLDR rather than a hand-kept list.
 *
 * @example countryName('GB', 'it') // "Regno Unito"
 */
export function countryName(code: string, locale: LocaleTag): string {
  return displayNames(locale, 'region').of(code.toUpperCase()) ?? code
}

/** @example currencyName('CHF', 'fr') // "franc suisse" */
export function currencyName(code: string, locale: LocaleTag): string {
  return displayNames(locale, 'currency').of(code.toUpperCase()) ?? code
}

/**
 * A language's name inside a sentence, as CLDR gives it: "in tedesco", "auf Deutsch".
 *
 * @example languageInSentence('de', 'it') // "tedesco"
 */
export function languageInSentence(locale: string, displayLocale: LocaleTag): string {
  return displayNames(displayLocale, 'language').of(locale) ?? locale
}

/**
 * A language's name for a label of its own, as in the language selector. CLDR gives the
 * mid-sentence form, lower case in most languages ("italiano"), so the first letter is
 * raised the way `displayLocale` writes capitals.
 *
 * @example languageName('de', 'de') // "Deutsch"; languageName('fr', 'it') // "Francese"
 */
export function languageName(locale: Locale, displayLocale: LocaleTag): string {
  const name = displayNames(displayLocale, 'language').of(locale) ?? locale
  return name.charAt(0).toLocaleUpperCase(displayLocale) + name.slice(1)
}
