import { createI18n, type Messages } from '@storefront/shared/i18n'
import { fillMissingWords, type WordsLoader } from '@storefront/shared/i18n/own-words'
import type { Locale } from '@storefront/shared/markets'
import type { i18n } from 'i18next'

// This build's own cart words, one chunk per language, fetched only when the shell's lack a key.
const ownWords: Readonly<Record<Locale, () => Promise<{ cart: Messages }>>> = {
  it: () => import(/* webpackChunkName: "own-words-it" */ '@storefront/shared/i18n/locales/it/cart'),
  en: () => import(/* webpackChunkName: "own-words-en" */ '@storefront/shared/i18n/locales/en/cart'),
  de: () => import(/* webpackChunkName: "own-words-de" */ '@storefront/shared/i18n/locales/de/cart'),
  es: () => import(/* webpackChunkName: "own-words-es" */ '@storefront/shared/i18n/locales/es/cart'),
  fr: () => import(/* webpackChunkName: "own-words-fr" */ '@storefront/shared/i18n/locales/fr/cart'),
}

const loadOwnWords: WordsLoader = async (locale) => (await ownWords[locale]()).cart

const instances = new Map<Locale, i18n>()

/**
 * The cart's i18next instance for a language. The page and the mini-cart share it, and it is
 * isolated from the other remotes' instances, so nobody else changes the cart's language. Words
 * this release added and the shell does not have yet come from the cart's own build.
 */
export function cartI18n(locale: Locale): i18n {
  let instance = instances.get(locale)
  if (!instance) {
    instance = createI18n(locale, ['cart', 'common', 'errors', 'validation'])
    fillMissingWords(instance, 'cart', loadOwnWords)
    instances.set(locale, instance)
  }
  return instance
}
