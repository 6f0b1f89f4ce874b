import type { i18n } from 'i18next'
import type { Locale } from '../markets/locales'
import type { Dictionary, pageNamespaces } from './load-dictionary'
import type { Namespace } from './namespace-names'
import type { Messages } from './types'
import { buildWordsPrints, pageWordsPrint } from './words-prints'

/** A remote's own copy of one namespace in a language: a chunk of its own build. */
export type WordsLoader = (locale: Locale) => Promise<Messages>

type PageNamespace = (typeof pageNamespaces)[number]

// This module is bundled by each app rather than shared, so these chunks are the app's own.
const pageWords: Readonly<Record<Locale, () => Promise<Pick<Dictionary, PageNamespace>>>> = {
  it: () => import(/* webpackChunkName: "own-words-it" */ './locales/it/page'),
  en: () => import(/* webpackChunkName: "own-words-en" */ './locales/en/page'),
  de: () => import(/* webpackChunkName: "own-words-de" */ './locales/de/page'),
  es: () => import(/* webpackChunkName: "own-words-es" */ './locales/es/page'),
  fr: () => import(/* webpackChunkName: "own-words-fr" */ './locales/fr/page'),
}

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
      (error: unknown) => {
        // Offline, say: the next missing key (the next render) asks again.
        asked = false
        console.error(`fillMissingWords: ${locale} ${ns} could not be loaded`, error)
      },
    )
  }
  // react-i18next re-renders on the store's `added` event only when asked to.
  instance.options.react = { ...instance.options.react, bindI18nStore: 'added' }
}

/**
 * Shows a remote's own words for the namespace its team owns when they are not the page's: the
 * page's dictionary comes with the shell, so a catalog released alone with "Tutti i prodotti"
 * reworded would show the shell's older text until the next shell release. The two builds'
 * fingerprints of `ns` (`words-prints`) differ, so the remote's copy is fetched and takes the
 * place of the page's in its own instance; the components re-render when it arrives. Nothing is
 * fetched while they match, or where the page's are unknown (an older shell kept none).
 *
 * @returns whether the remote's own words were asked for
 */
export function preferOwnWords(
  instance: i18n,
  ns: Namespace,
  load: WordsLoader,
  ownPrint: string | undefined = buildWordsPrints[ns],
): boolean {
  const locale = instance.language as Locale
  const pagePrint = pageWordsPrint(locale, ns)
  if (!ownPrint || !pagePrint || ownPrint === pagePrint) return false
  const key = `${locale}:${ns}:${ownPrint}`
  const known = ownWordsLoaded.get(key)
  // Loaded for an earlier instance (the page's next screen, a language switched back): at once,
  // so the page's older words never show in between.
  if (known) {
    instance.addResourceBundle(locale, ns, known, true, true)
    return true
  }
  instance.options.react = { ...instance.options.react, bindI18nStore: 'added' }
  load(locale).then(
    (words) => {
      ownWordsLoaded.set(key, words)
      instance.addResourceBundle(locale, ns, words, true, true)
    },
    // Offline, say: the page's words stand, as they would with the same release.
    (error: unknown) => console.error(`preferOwnWords: ${locale} ${ns} could not be loaded`, error),
  )
  return true
}

// The remote's own words once fetched, by language, namespace and fingerprint.
const ownWordsLoaded = new Map<string, Messages>()

const ownPageWords =
  (ns: PageNamespace): WordsLoader =>
  async (locale) =>
    (await pageWords[locale]())[ns]

/**
 * `fillMissingWords` for page namespaces (catalog, cart, common, errors, validation), from this
 * build's copy of the page's words: one chunk per language, fetched at most once. The namespace
 * the remote owns, if given, shows this build's words where they differ from the page's
 * (`preferOwnWords`); the shared ones (common, errors, validation) stay the shell's.
 *
 * @example
 * const i18n = createI18n(locale, ['catalog', 'common', 'errors'])
 * fillMissingPageWords(i18n, ['catalog', 'common', 'errors'], 'catalog')
 */
export function fillMissingPageWords(
  instance: i18n,
  namespaces: readonly PageNamespace[],
  owned?: PageNamespace,
): void {
  for (const ns of namespaces) fillMissingWords(instance, ns, ownPageWords(ns))
  if (owned) preferOwnWords(instance, owned, ownPageWords(owned))
}
