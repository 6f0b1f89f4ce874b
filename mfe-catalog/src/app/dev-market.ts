import type { MarketInfo } from '@storefront/shared/contract'
import { marketInPath } from '@storefront/shared/markets'

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
  const found = marketInPath(pathname)
  return found && { market: found.market, rest: `${found.rest}${search}` }
}
