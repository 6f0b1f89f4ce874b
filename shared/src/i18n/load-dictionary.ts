import type { Locale } from '../markets/locales'
import type { Namespace } from './namespace-names'
import type { Messages } from './types'

/** One language's messages, namespace by namespace. */
export type Dictionary = { readonly [NS in Namespace]: Messages }

// One chunk per language: a visitor downloads the words of the language they read, not all five.
const loaders: Readonly<Record<Locale, () => Promise<Dictionary>>> = {
  it: () => import(/* webpackChunkName: "dictionary-it" */ './locales/it'),
  en: () => import(/* webpackChunkName: "dictionary-en" */ './locales/en'),
  de: () => import(/* webpackChunkName: "dictionary-de" */ './locales/de'),
  es: () => import(/* webpackChunkName: "dictionary-es" */ './locales/es'),
  fr: () => import(/* webpackChunkName: "dictionary-fr" */ './locales/fr'),
}

const loaded = new Map<Locale, Dictionary>()
const pending = new Map<Locale, Promise<Dictionary>>()

/**
 * Fetches a language's dictionary once per page; `createI18n` reads it synchronously afterwards.
 * A failed load is forgotten, so the next call tries again.
 *
 * @example
 * await loadDictionary('fr')
 * createI18n('fr', ['catalog']).t('listing.title') // "Tous les produits"
 */
export function loadDictionary(locale: Locale): Promise<Dictionary> {
  const known = loaded.get(locale)
  if (known) return Promise.resolve(known)
  let request = pending.get(locale)
  if (!request) {
    request = loaders[locale]().then(
      (dictionary) => {
        loaded.set(locale, dictionary)
        pending.delete(locale)
        return dictionary
      },
      (error: unknown) => {
        pending.delete(locale)
        throw error
      },
    )
    pending.set(locale, request)
  }
  return request
}

/**
 * Hands over a dictionary already at hand, for code that has them all (journeys, the edge)
 * and cannot wait for `loadDictionary`.
 */
export function provideDictionary(locale: Locale, dictionary: Dictionary): void {
  loaded.set(locale, dictionary)
}

/** The dictionary of a language already loaded, else undefined. */
export function loadedDictionary(locale: Locale): Dictionary | undefined {
  return loaded.get(locale)
}
