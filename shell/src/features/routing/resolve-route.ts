import type { MarketInfo } from '@storefront/shared/contract'
import { matchScreen, type RemoteName, remoteOfScreen, type Screen } from '@storefront/shared/routes'
import { marketOfPath } from '../../lib/market-of-path'

export type Route =
  | {
      readonly kind: 'remote'
      readonly market: MarketInfo
      readonly screen: Screen
      readonly remote: RemoteName
    }
  | { readonly kind: 'not-found'; readonly market: MarketInfo }

/**
 * What a URL shows: a screen of a remote the registry serves, or the not-found page (also for
 * a screen whose remote is not deployed: a visitor never meets a placeholder).
 *
 * @example resolveRoute('/france/eur/fr/produit/OIL-01', it, () => true) // { kind: 'remote', remote: 'catalog', screen: { name: 'product', code: 'OIL-01' }, … }
 */
export function resolveRoute(
  href: string,
  fallback: MarketInfo,
  isServed: (remote: RemoteName) => boolean,
): Route {
  const { market, rest, inMarket } = marketOfPath(href, fallback)
  const screen = inMarket ? matchScreen(rest, market.locale) : null
  if (!screen) return { kind: 'not-found', market }
  const remote = remoteOfScreen[screen.name]
  return isServed(remote) ? { kind: 'remote', market, screen, remote } : { kind: 'not-found', market }
}
