import type { Locale } from '@storefront/shared/markets'
import { I18nextProvider } from '@storefront/shared/react-i18n'
import type { ReactNode } from 'react'
import { cartI18n } from './i18n'

/** The cart's words in the visitor's language, for whatever the cart renders. */
export function CartI18n({ locale, children }: { readonly locale: Locale; readonly children: ReactNode }) {
  return (
    <I18nextProvider i18n={cartI18n(locale)} defaultNS="cart">
      {children}
    </I18nextProvider>
  )
}
