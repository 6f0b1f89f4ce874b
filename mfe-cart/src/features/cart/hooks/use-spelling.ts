import { localeTag, localSpelling } from '@storefront/shared/i18n'
import { useMemo } from 'react'
import { useCart } from './cart-runtime-context'

/**
 * Spells the catalog's names as the visitor's market does: the seed writes Germany's German,
 * and a Swiss visitor reads "Süsses". The cart's own words get this from its i18next instance.
 */
export function useSpelling(): (text: string) => string {
  const locale = useCart((state) => state.context?.locale ?? 'en')
  const country = useCart((state) => state.context?.country)
  return useMemo(() => localSpelling(localeTag(locale, country)), [locale, country])
}
