import type { Locale } from '@storefront/shared/markets'
import { I18nextProvider } from '@storefront/shared/react-i18n'
import type { ReactNode } from 'react'
import { cartI18n } from './i18n'

interface CartI18nProps {
  readonly locale: Locale
  /** The market's, for its spelling (Swiss German has no ß). */
  readonly country: string
  readonly children: ReactNode
}

/** The cart's words in the visitor's language, for whatever the cart renders. */
export function CartI18n({ locale, country, children }: CartI18nProps) {
  return (
    <I18nextProvider i18n={cartI18n(locale, country)} defaultNS="cart">
      {children}
    </I18nextProvider>
  )
}
