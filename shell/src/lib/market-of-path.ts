import type { MarketInfo } from '@storefront/shared/contract'
import { marketInPath } from '@storefront/shared/markets'
import type { Bootstrap } from '@storefront/shared/registry'
import { splitQuery } from '@storefront/shared/routes'

export interface PathMarket {
  readonly market: MarketInfo
  /** What follows the market prefix, query included (`/prodotti?page=2`). */
  readonly rest: string
  /** False when the path carries no market: only the not-found page fits it. */
  readonly inMarket: boolean
}

/** The market the document was served for: where a path without a market falls back to. */
export function marketOfBootstrap(bootstrap: Bootstrap): MarketInfo {
  const { id, code, country, currency, prefix } = bootstrap.market
  return { marketId: id, marketCode: code, country, currency, locale: bootstrap.locale, prefix }
}

/**
 * The market a URL is in. The path is the truth after the first render: a country or language
 * change is a navigation, so back and forward restore the market too.
 */
export function marketOfPath(href: string, fallback: MarketInfo): PathMarket {
  const { path, search } = splitQuery(href)
  const found = marketInPath(path || '/')
  if (!found) return { market: fallback, rest: '', inMarket: false }
  return { market: found.market, rest: `${found.rest}${search ? `?${search}` : ''}`, inMarket: true }
}
