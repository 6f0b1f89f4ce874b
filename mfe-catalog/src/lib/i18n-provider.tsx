import { createI18n, type Messages } from '@storefront/shared/i18n'
import { fillMissingWords, type WordsLoader } from '@storefront/shared/i18n/own-words'
import type { Locale } from '@storefront/shared/markets'
import { I18nextProvider } from '@storefront/shared/react-i18n'
import { type ReactNode, useMemo } from 'react'

// `catalog` first: it is the default namespace of `t`; `common:` and `errors:` by prefix.
const namespaces = ['catalog', 'common', 'errors'] as const

// This build's own catalog words, one chunk per language, fetched only when the shell's lack a key.
const ownWords: Readonly<Record<Locale, () => Promise<{ catalog: Messages }>>> = {
  it: () => import(/* webpackChunkName: "own-words-it" */ '@storefront/shared/i18n/locales/it/catalog'),
  en: () => import(/* webpackChunkName: "own-words-en" */ '@storefront/shared/i18n/locales/en/catalog'),
  de: () => import(/* webpackChunkName: "own-words-de" */ '@storefront/shared/i18n/locales/de/catalog'),
  es: () => import(/* webpackChunkName: "own-words-es" */ '@storefront/shared/i18n/locales/es/catalog'),
  fr: () => import(/* webpackChunkName: "own-words-fr" */ '@storefront/shared/i18n/locales/fr/catalog'),
}

const loadOwnWords: WordsLoader = async (locale) => (await ownWords[locale]()).catalog

/**
 * The catalog's own i18next instance, so its language never follows another remote's. Words
 * this release added and the shell does not have yet come from the catalog's own build.
 */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const i18n = useMemo(() => {
    const instance = createI18n(locale, namespaces)
    fillMissingWords(instance, 'catalog', loadOwnWords)
    return instance
  }, [locale])
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
}
