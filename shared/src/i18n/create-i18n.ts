import { type Locale, locales } from '@storefront/shared/markets'
import i18next, { type i18n, type Resource } from 'i18next'
import { elideFrench } from './french-elision'
import { isDictionaryLoaded, loadedDictionary } from './load-dictionary'
import { hasLocalSpelling, localSpelling, respellExcept } from './local-spelling'
import { localeTag } from './locale-tag'
import { type Namespace, namespaceNames } from './namespace-names'

/**
 * Every key exists in every language (a test checks it), so fallbacks are a safety net: for a
 * remote built against an older dictionary, and for a page whose language's words could not be
 * fetched (offline, Back to another language), which shows another language's words rather than
 * keys. English first, then the shop's home language, then any other. They apply when their
 * dictionary happens to be loaded; the page never fetches them for this.
 */
const fallbackLng = [...new Set<Locale>(['en', 'it', ...locales])]

const spellingProcessor = 'local-spelling'
const elisionProcessor = 'french-elision'

/**
 * The instance's own copy of the loaded words: i18next keeps the objects it is given and adds
 * into them, so words one remote filled in for itself (`fillMissingWords`) went into the page's
 * dictionary, and every remote created after read them.
 */
function resourcesFor(ns: readonly Namespace[]): Resource {
  const resources: Resource = {}
  for (const locale of locales) {
    const dictionary = loadedDictionary(locale)
    const words = ns.flatMap((name) =>
      dictionary?.[name] ? [[name, structuredClone(dictionary[name])]] : [],
    )
    if (words.length > 0) resources[locale] = Object.fromEntries(words)
  }
  return resources
}

/**
 * An isolated i18next instance with the namespaces loaded so far (`loadDictionary`), ready
 * on return: each remote owns its instance, so one remote changing language or namespaces
 * never affects another. The first namespace given is the default one for `t`. For a namespace
 * not loaded in its language, `t` answers with keys (and says so in the console). Given the
 * market's country, its words (and what they interpolate) follow the country's spelling: a Swiss
 * visitor reads "Grusskarte" where a German one reads "Grußkarte". What the shopper typed, given
 * as `asTyped` too (`t('search.noResults', { query, asTyped: query })`), stays as typed. French elides "de" before a
 * filled-in name that starts with a vowel ("le stock d’Amaretti").
 *
 * @example
 * await loadDictionary('de')
 * const i18n = createI18n('de', ['catalog', 'common'])
 * i18n.t('product.addToCart') // "In den Warenkorb"
 */
export function createI18n(
  locale: Locale,
  ns: readonly Namespace[] = namespaceNames,
  country?: string,
): i18n {
  if (!isDictionaryLoaded(locale, ns))
    console.error(`createI18n: ${locale} ${ns.join(', ')} are not all loaded`)
  const instance = i18next.createInstance()
  const tag = localeTag(locale, country)
  const postProcess = [
    ...(hasLocalSpelling(tag) ? [spellingProcessor] : []),
    // On the filled-in message: "de {{p}}" meets a name starting with a vowel only then.
    ...(locale === 'fr' ? [elisionProcessor] : []),
  ]
  if (hasLocalSpelling(tag)) {
    const spell = localSpelling(tag)
    // `asTyped`: words the shopper typed, filled into the message, which keep their spelling.
    const process = (value: string, _key: unknown, options: { asTyped?: unknown }) =>
      respellExcept(spell, value, options.asTyped)
    instance.use({ type: 'postProcessor', name: spellingProcessor, process })
  }
  if (locale === 'fr') instance.use({ type: 'postProcessor', name: elisionProcessor, process: elideFrench })
  // Resources are in memory and initAsync is off, so init completes before it returns.
  void instance.init({
    lng: locale,
    supportedLngs: locales,
    fallbackLng,
    // A copy: i18next adds each namespace later given to the instance to this list, and the
    // caller's is often a constant every instance and `isDictionaryLoaded` share.
    ns: [...ns],
    defaultNS: ns[0] ?? 'common',
    resources: resourcesFor(ns),
    initAsync: false,
    // React escapes what it renders; escaping here too would show "&amp;" to visitors.
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
    postProcess,
  })
  // i18next's own `number` format writes in the bare language: "1.234" where a Swiss German
  // visitor's prices read "1’234". The country's tag formats numbers as it formats money, with the
  // options a text gives (`{{share, number(maximumFractionDigits: 1)}}`).
  instance.services.formatter?.addCached(
    'number',
    (_lng: string | undefined, options: Intl.NumberFormatOptions) => {
      const format = new Intl.NumberFormat(tag, options)
      return (value: unknown) => (typeof value === 'number' ? format.format(value) : String(value))
    },
  )
  return instance
}
