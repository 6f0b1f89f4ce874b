import { createI18n, isDictionaryLoaded } from '@storefront/shared/i18n'
import { fillMissingPageWords } from '@storefront/shared/i18n/own-words'
import type { Locale } from '@storefront/shared/markets'
import type { i18n } from 'i18next'

// `cart` first: it is the default namespace of `t`.
const namespaces = ['cart', 'common', 'errors', 'validation'] as const

const instances = new Map<string, i18n>()
const madeWithoutWords = new Set<string>()

/**
 * The cart's i18next instance for a language (spelled as the market's country spells it). The page and the mini-cart share it, and it is
 * isolated from the other remotes' instances, so nobody else changes the cart's language. Words
 * this release uses and the shell does not have yet come from the cart's own build.
 */
export function cartI18n(locale: Locale, country?: string): i18n {
  const key = `${locale}|${country ?? ''}`
  let instance = instances.get(key)
  // One made before its language's words came (offline, Back to another language) stood in with
  // another language's: once they are on the page, the next mount makes it anew in its own.
  if (!instance || (madeWithoutWords.has(key) && isDictionaryLoaded(locale, namespaces))) {
    instance = createI18n(locale, namespaces, country)
    fillMissingPageWords(instance, namespaces, 'cart')
    instances.set(key, instance)
    if (isDictionaryLoaded(locale, namespaces)) madeWithoutWords.delete(key)
    else madeWithoutWords.add(key)
  }
  return instance
}
