import type { Locale } from '../markets/locales'
import { type Namespace, namespaceNames } from './namespace-names'
import type { Messages } from './types'
import { buildWordsPrints, recordPageWordsPrints, type WordsPrints } from './words-prints'

/** One language's messages, namespace by namespace. */
export type Dictionary = { readonly [NS in Namespace]: Messages }

/**
 * The words a page has before its first render: the shell's, and those of the remotes on every
 * page (mini-cart) or on the first screens (catalog, cart page). The shell loads them in the
 * visitor's language before it renders, and the remotes built so far read them without asking.
 * A remote whose words are not among them (checkout, account) loads its own namespaces.
 */
export const pageNamespaces = [
  'common',
  'catalog',
  'cart',
  'errors',
  'validation',
] as const satisfies readonly Namespace[]

type PageNamespace = (typeof pageNamespaces)[number]

const isPageNamespace = (ns: Namespace): ns is PageNamespace =>
  (pageNamespaces as readonly Namespace[]).includes(ns)

// The page's namespaces come in one chunk per language, `dictionary-<locale>` (the edge preloads
// it by that name): one request before the first render, and one file compresses better than five.
const pageWords: Readonly<Record<Locale, () => Promise<Pick<Dictionary, PageNamespace>>>> = {
  it: () => import(/* webpackChunkName: "dictionary-it" */ './locales/it/page'),
  en: () => import(/* webpackChunkName: "dictionary-en" */ './locales/en/page'),
  de: () => import(/* webpackChunkName: "dictionary-de" */ './locales/de/page'),
  es: () => import(/* webpackChunkName: "dictionary-es" */ './locales/es/page'),
  fr: () => import(/* webpackChunkName: "dictionary-fr" */ './locales/fr/page'),
}

type OwnNamespace = Exclude<Namespace, PageNamespace>

// Every other namespace (checkout, account) is a chunk of its own, fetched by the remote that
// shows its words, so a first visit does not carry them.
type WordsLoader = () => Promise<Partial<Dictionary>>

const ownWords: Readonly<Record<Locale, Readonly<Record<OwnNamespace, WordsLoader>>>> = {
  it: {
    account: () => import(/* webpackChunkName: "dictionary-it-account" */ './locales/it/account'),
    checkout: () => import(/* webpackChunkName: "dictionary-it-checkout" */ './locales/it/checkout'),
  },
  en: {
    account: () => import(/* webpackChunkName: "dictionary-en-account" */ './locales/en/account'),
    checkout: () => import(/* webpackChunkName: "dictionary-en-checkout" */ './locales/en/checkout'),
  },
  de: {
    account: () => import(/* webpackChunkName: "dictionary-de-account" */ './locales/de/account'),
    checkout: () => import(/* webpackChunkName: "dictionary-de-checkout" */ './locales/de/checkout'),
  },
  es: {
    account: () => import(/* webpackChunkName: "dictionary-es-account" */ './locales/es/account'),
    checkout: () => import(/* webpackChunkName: "dictionary-es-checkout" */ './locales/es/checkout'),
  },
  fr: {
    account: () => import(/* webpackChunkName: "dictionary-fr-account" */ './locales/fr/account'),
    checkout: () => import(/* webpackChunkName: "dictionary-fr-checkout" */ './locales/fr/checkout'),
  },
}

interface DictionaryStore {
  readonly loaded: Map<Locale, Partial<Dictionary>>
  readonly pending: Map<string, Promise<void>>
}

const storeKey = Symbol.for('storefront.dictionaries.v1')

/**
 * The page's words live on globalThis, like the bus: a remote built from another `shared/` runs
 * its own copy of this module, and must still read the words the shell loaded.
 */
function store(): DictionaryStore {
  const holder = globalThis as unknown as Record<symbol, DictionaryStore | undefined>
  let words = holder[storeKey]
  if (!words) {
    words = { loaded: new Map(), pending: new Map() }
    holder[storeKey] = words
  }
  return words
}

/** Drops every word loaded on the page; tests use it to start from nothing. */
export function forgetDictionaries(): void {
  delete (globalThis as unknown as Record<symbol, unknown>)[storeKey]
}

/** Loads one chunk of words: the page's namespaces, or a namespace of its own. */
function loadChunk(locale: Locale, chunk: 'page' | OwnNamespace): Promise<void> {
  const { loaded, pending } = store()
  const key = `${locale}:${chunk}`
  let request = pending.get(key)
  if (!request) {
    const words: Promise<Partial<Dictionary>> =
      chunk === 'page' ? pageWords[locale]() : ownWords[locale][chunk]()
    request = words.then(
      (arrived) => {
        loaded.set(locale, { ...loaded.get(locale), ...arrived })
        if (chunk === 'page') recordPageWordsPrints(locale, buildWordsPrints)
        pending.delete(key)
      },
      (error: unknown) => {
        pending.delete(key)
        throw error
      },
    )
    pending.set(key, request)
  }
  return request
}

/**
 * Fetches namespaces of a language once per page (all of them unless told which); `createI18n`
 * reads them synchronously afterwards. A failed load is forgotten, so the next call tries again.
 *
 * @example
 * await loadDictionary('fr', ['catalog', 'common'])
 * createI18n('fr', ['catalog']).t('listing.title') // "Tous les produits"
 */
export async function loadDictionary(
  locale: Locale,
  namespaces: readonly Namespace[] = namespaceNames,
): Promise<void> {
  const missing = namespaces.filter((ns) => store().loaded.get(locale)?.[ns] === undefined)
  const chunks = new Set(missing.map((ns) => (isPageNamespace(ns) ? 'page' : ns)))
  await Promise.all([...chunks].map((chunk) => loadChunk(locale, chunk)))
}

/**
 * Hands over a dictionary already at hand, for code that has them all (journeys, the edge)
 * and cannot wait for `loadDictionary`.
 */
export function provideDictionary(locale: Locale, dictionary: Dictionary, prints: WordsPrints = {}): void {
  store().loaded.set(locale, { ...dictionary })
  recordPageWordsPrints(locale, prints)
}

/** The namespaces of a language loaded so far, else undefined. */
export function loadedDictionary(locale: Locale): Partial<Dictionary> | undefined {
  return store().loaded.get(locale)
}

/** Whether every namespace asked for (all unless told which) is loaded in a language. */
export function isDictionaryLoaded(
  locale: Locale,
  namespaces: readonly Namespace[] = namespaceNames,
): boolean {
  const dictionary = store().loaded.get(locale)
  return namespaces.every((ns) => dictionary?.[ns] !== undefined)
}
