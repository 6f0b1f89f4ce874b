import { createI18n } from '@storefront/shared/i18n'
import type { Locale } from '@storefront/shared/markets'
import type { i18n } from 'i18next'

const instances = new Map<Locale, i18n>()

/**
 * The cart's i18next instance for a language. The page and the mini-cart share it, and it is
 * isolated from the other remotes' instances, so nobody else changes the cart's language.
 */
export function cartI18n(locale: Locale): i18n {
  let instance = instances.get(locale)
  if (!instance) {
    instance = createI18n(locale, ['cart', 'common', 'errors', 'validation'])
    instances.set(locale, instance)
  }
  return instance
}
