import type { MoneyOptions } from '@storefront/shared/i18n'
import { useCallback } from 'react'
import { money } from '../../../lib/money'
import { useCart } from './cart-runtime-context'

/** Formats cents in the cart's currency for the visitor's market. */
export function useMoney() {
  const context = useCart((state) => state.context)
  const currency = useCart((state) => state.order?.currency ?? state.context?.currency ?? 'EUR')
  return useCallback(
    (cents: number, options?: MoneyOptions) =>
      money(cents, { currency, locale: context?.locale ?? 'en', country: context?.country ?? '' }, options),
    [currency, context],
  )
}
