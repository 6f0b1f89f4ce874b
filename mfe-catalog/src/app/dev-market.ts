import type { MarketInfo } from '@storefront/shared/contract'
import { isLocale, marketPrefix, recordForCurrency, splitMarketPath } from '@storefront/shared/markets'

export interface DevLocation {
  readonly market: MarketInfo
  /** The path after the market prefix, with its query, for `matchScreen`. */
  readonly rest: string
}

/**
 * The market a dev host URL names (`/italy/eur/it/prodotti?page=2`), resolved like the edge
 * does; null when the path is not a market path (the dev host then redirects to Italy).
 */
export function devLocation(pathname: string, search: string): DevLocation | null {
  const raw = splitMarketPath(pathname)
  if (!raw || !isLocale(raw.locale)) return null
  const { record, country } = recordForCurrency(raw.currency, raw.country)
  return {
    market: {
      marketId: record.id,
      marketCode: record.code,
      country,
      currency: record.currency,
      locale: raw.locale,
      prefix: marketPrefix(country, record.currency, raw.locale),
    },
    rest: `${raw.rest}${search}`,
  }
}
