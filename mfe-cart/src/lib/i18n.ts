import { createI18n, type Dictionary } from '@storefront/shared/i18n'
import { fillMissingWords } from '@storefront/shared/i18n/own-words'
import type { Locale } from '@storefront/shared/markets'
import type { i18n } from 'i18next'

// `cart` first: it is the default namespace of `t`.
const namespaces = ['cart', 'common', 'errors', 'validation'] as const

type OwnWords = Pick<Dictionary, (typeof namespaces)[number]>

// This build's own copy of the page's words, one chunk per language, fetched only when the
// shell's dictionary lacks a key this build uses.
const ownWords: Readonly<Record<Locale, () => Promise<OwnWords>>> = {
  it: () => import(/* webpackChunkName: "own-words-it" */ '@storefront/shared/i18n/locales/it/page'),
  en: () => import(/* webpackChunkName: "own-words-en" */ '@storefront/shared/i18n/locales/en/page'),
  de: () => import(/* webpackChunkName: "own-words-de" */ '@storefront/shared/i18n/locales/de/page'),
  es: () => import(/* webpackChunkName: "own-words-es" */ '@storefront/shared/i18n/locales/es/page'),
  fr: () => import(/* webpackChunkName: "own-words-fr" */ '@storefront/shared/i18n/locales/fr/page'),
}

const instances = new Map<Locale, i18n>()

/**
 * The cart's i18next instance for a language. The page and the mini-cart share it, and it is
 * isolated from the other remotes' instances, so nobody else changes the cart's language. Words
 * this release uses and the shell does not have yet come from the cart's own build.
 */
export function cartI18n(locale: Locale): i18n {
  let instance = instances.get(locale)
  if (!instance) {
    const created = createI18n(locale, namespaces)
    for (const ns of namespaces)
      fillMissingWords(created, ns, async (language) => (await ownWords[language]())[ns])
    instances.set(locale, created)
    instance = created
  }
  return instance
}
