import type { i18n } from 'i18next'
import type { Locale } from '../markets/locales'
import type { Namespace } from './namespace-names'
import type { Messages } from './types'

/** A remote's own copy of one namespace in a language: a chunk of its own build. */
export type WordsLoader = (locale: Locale) => Promise<Messages>

/**
 * Lets a remote deploy words the page does not have yet. The page's dictionary comes with the
 * shell, so a catalog released with a new key would show the key itself until the shell is
 * released again. Instead, the first key of `ns` the page's words lack fetches the remote's own
 * copy of `ns` and adds what is missing, keeping the page's words for every key it has; the
 * components re-render when the words arrive. Nothing is fetched while the shell has every key.
 *
 * This module is not shared between apps: each bundles it, so it works with any shell.
 */
export function fillMissingWords(instance: i18n, ns: Namespace, load: WordsLoader): void {
  const locale = instance.language as Locale
  let asked = false
  // i18next hands missing keys to the handler only when it is told to save them.
  instance.options.saveMissing = true
  // Chained, so a remote can fill more than one namespace on the same instance.
  const before = instance.options.missingKeyHandler
  instance.options.missingKeyHandler = (...missing) => {
    const [, namespace] = missing
    if (namespace !== ns) return before ? before(...missing) : undefined
    if (asked) return
    asked = true
    load(locale).then(
      (words) => instance.addResourceBundle(locale, ns, words, true, false),
      (error: unknown) => console.error(`fillMissingWords: ${locale} ${ns} could not be loaded`, error),
    )
  }
  // react-i18next re-renders on the store's `added` event only when asked to.
  instance.options.react = { ...instance.options.react, bindI18nStore: 'added' }
}
