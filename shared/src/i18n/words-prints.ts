import type { Locale } from '../markets/locales'
import type { Namespace } from './namespace-names'

// Set by the shop's build (shared/build/define-app.mjs); absent where nothing builds (tests).
declare const __SHOP_WORDS_PRINTS__: Readonly<Record<string, string>> | undefined

/** A fingerprint of each namespace's words, every language at once (`shared/build/words-prints.mjs`). */
export type WordsPrints = Readonly<Partial<Record<Namespace, string>>>

/** The fingerprints of this build's words; empty outside a build. Each app bundles its own. */
export const buildWordsPrints: WordsPrints =
  typeof __SHOP_WORDS_PRINTS__ === 'undefined' ? {} : __SHOP_WORDS_PRINTS__

const pageKey = Symbol.for('storefront.page-words-prints.v1')

/** On globalThis, like the page's words: every app's copy of this module reads the same. */
function pagePrints(): Map<Locale, WordsPrints> {
  const holder = globalThis as unknown as Record<symbol, Map<Locale, WordsPrints> | undefined>
  let prints = holder[pageKey]
  if (!prints) {
    prints = new Map()
    holder[pageKey] = prints
  }
  return prints
}

/** Notes whose words the page holds in a language: the build that loaded them, or none known. */
export function recordPageWordsPrints(locale: Locale, prints: WordsPrints): void {
  pagePrints().set(locale, prints)
}

/** The fingerprint of a namespace's words on the page in a language; undefined when unknown. */
export function pageWordsPrint(locale: Locale, ns: Namespace): string | undefined {
  return pagePrints().get(locale)?.[ns]
}
