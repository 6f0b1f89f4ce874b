import { createI18n, pageNamespaces } from '@storefront/shared/i18n'
import type { Locale } from '@storefront/shared/markets'
import { I18nextProvider } from '@storefront/shared/react-i18n'
import { type ReactNode, useEffect, useMemo } from 'react'

interface ShellI18nProps {
  readonly locale: Locale
  /** The market's, for its spelling; left out where the market is unknown (the error page). */
  readonly country?: string
  readonly children: ReactNode
}

/**
 * The shell's own i18next instance, one per language. Remotes bring their own provider, so a
 * language change here never swaps the dictionaries under them. It holds every namespace the
 * page loads before its first render (`common` first, the default for `t`), since remotes ask
 * the shell's modals to show messages by key from their own (`cart:…`, `errors:…`).
 */
export function ShellI18n({ locale, country, children }: ShellI18nProps) {
  const i18n = useMemo(() => createI18n(locale, pageNamespaces, country), [locale, country])
  useEffect(() => {
    document.documentElement.lang = locale
  }, [locale])
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
}
