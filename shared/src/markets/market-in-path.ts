import type { MarketInfo } from '../contract/remote'
import { isLocale } from './locales'
import { marketPrefix, splitMarketPath } from './path'
import { recordForCurrency } from './records'

export interface MarketInPath {
  readonly market: MarketInfo
  /** What follows the market prefix (`/prodotti`), without the query. */
  readonly rest: string
}

/**
 * The market a path names (`/italy/eur/it/prodotti`), resolved as the edge resolves it: the shell
 * and every remote's standalone host read a URL the same way. Null when it names no market.
 *
 * @example marketInPath('/united-kingdom/gbp/en/product/X')?.market.prefix // '/united-kingdom/gbp/en'
 */
export function marketInPath(pathname: string): MarketInPath | null {
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
    rest: raw.rest,
  }
}
