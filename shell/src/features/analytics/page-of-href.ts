import type { MarketInfo } from '@storefront/shared/contract'
import { matchScreen } from '@storefront/shared/routes'
import { marketOfPath } from '../../lib/market-of-path'

/**
 * The page a URL shows, by its market and screen: the same in every language, so
 * `/italy/eur/it/prodotto/OIL-01` and `/italy/eur/de/produkt/OIL-01` are one page.
 *
 * @example pageOfHref('/italy/eur/de/produkt/OIL-01', it) // '["it",{"name":"product","code":"OIL-01"}]'
 */
export function pageOfHref(href: string, fallback: MarketInfo): string {
  const { market, rest, inMarket } = marketOfPath(href, fallback)
  const screen = inMarket ? matchScreen(rest, market.locale) : null
  return JSON.stringify([market.marketCode, screen ?? rest])
}
