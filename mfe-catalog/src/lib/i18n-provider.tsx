import { createI18n } from '@storefront/shared/i18n'
import { fillMissingPageWords } from '@storefront/shared/i18n/own-words'
import type { Locale } from '@storefront/shared/markets'
import { I18nextProvider } from '@storefront/shared/react-i18n'
import { type ReactNode, useMemo } from 'react'

// `catalog` first: it is the default namespace of `t`; `common:` and `errors:` by prefix.
const namespaces = ['catalog', 'common', 'errors'] as const

interface I18nProviderProps {
  readonly locale: Locale
  /** The market's, for its spelling (Swiss German has no ß). */
  readonly country: string
  readonly children: ReactNode
}

/**
 * The catalog's own i18next instance, so its language never follows another remote's. Words
 * this release uses and the shell does not have yet come from the catalog's own build.
 */
export function I18nProvider({ locale, country, children }: I18nProviderProps) {
  const i18n = useMemo(() => {
    const instance = createI18n(locale, namespaces, country)
    fillMissingPageWords(instance, namespaces, 'catalog')
    return instance
  }, [locale, country])
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
}
