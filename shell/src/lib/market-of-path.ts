import type { MarketInfo } from '@storefront/shared/contract'
import { isLocale, marketPrefix, recordForCurrency, splitMarketPath } from '@storefront/shared/markets'
import type { Bootstrap } from '@storefront/shared/registry'

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
  const [pathname = '/', search = ''] = href.split('?')
  const raw = splitMarketPath(pathname)
  if (!raw || !isLocale(raw.locale)) return { market: fallback, rest: '', inMarket: false }
  const { record, country } = recordForCurrency(raw.currency, raw.country)
  const market: MarketInfo = {
    marketId: record.id,
    marketCode: record.code,
    country,
    currency: record.currency,
    locale: raw.locale,
    prefix: marketPrefix(country, record.currency, raw.locale),
  }
  return { market, rest: `${raw.rest}${search ? `?${search}` : ''}`, inMarket: true }
}
