import type { Locale } from '../markets/locales'
import type { Dictionary } from './load-dictionary'
import * as de from './locales/de'
import * as en from './locales/en'
import * as es from './locales/es'
import * as fr from './locales/fr'
import * as it from './locales/it'
import type { Namespace } from './namespace-names'
import type { Messages } from './types'

/**
 * Every language's dictionary at once, for the edge, tests and the dictionary checks. Browser
 * code loads one language with `loadDictionary` instead: importing this bundles all five.
 */
export const dictionaries = { it, en, de, es, fr } as const satisfies Record<Locale, Dictionary>

const inEveryLanguage = <NS extends Namespace>(ns: NS) =>
  ({
    it: dictionaries.it[ns],
    en: dictionaries.en[ns],
    de: dictionaries.de[ns],
    es: dictionaries.es[ns],
    fr: dictionaries.fr[ns],
  }) as const

/** One namespace in every language, side by side, e.g. `namespaces.catalog.fr`. */
export const namespaces = {
  common: inEveryLanguage('common'),
  catalog: inEveryLanguage('catalog'),
  cart: inEveryLanguage('cart'),
  checkout: inEveryLanguage('checkout'),
  account: inEveryLanguage('account'),
  errors: inEveryLanguage('errors'),
  validation: inEveryLanguage('validation'),
} as const satisfies Record<Namespace, Readonly<Record<Locale, Messages>>>

/**
 * The English dictionaries' shape, for a remote that wants `t` to check its keys:
 * `declare module 'i18next' { interface CustomTypeOptions { resources: I18nResources } }`.
 * Shared does not declare it itself, so no importer gets strict keys it did not ask for.
 */
export type I18nResources = { readonly [NS in Namespace]: (typeof en)[NS] }
