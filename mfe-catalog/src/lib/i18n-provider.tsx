import { createI18n, type Dictionary } from '@storefront/shared/i18n'
import { fillMissingWords } from '@storefront/shared/i18n/own-words'
import type { Locale } from '@storefront/shared/markets'
import { I18nextProvider } from '@storefront/shared/react-i18n'
import { type ReactNode, useMemo } from 'react'

// `catalog` first: it is the default namespace of `t`; `common:` and `errors:` by prefix.
const namespaces = ['catalog', 'common', 'errors'] as const

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

/**
 * The catalog's own i18next instance, so its language never follows another remote's. Words
 * this release uses and the shell does not have yet come from the catalog's own build.
 */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const i18n = useMemo(() => {
    const instance = createI18n(locale, namespaces)
    for (const ns of namespaces)
      fillMissingWords(instance, ns, async (language) => (await ownWords[language]())[ns])
    return instance
  }, [locale])
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
}
