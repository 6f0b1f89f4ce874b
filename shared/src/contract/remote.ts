import type { PayloadOf } from '../events/channels'
import type { Locale } from '../markets/locales'
import type { RouteBase } from '../routes/build'
import type { Screen } from '../routes/screens'

/** The market as every remote sees it; the same shape the `market:changed` channel carries. */
export type MarketInfo = PayloadOf<'market:changed'>

/**
 * What the shell passes the component a remote exposes (`./App`, `./MiniCart`…). Everything
 * else (session, cart, navigation) crosses over the bus.
 */
export interface RemoteProps {
  readonly screen: Screen
  readonly market: MarketInfo
  readonly locale: Locale
  /** For the route builders: `pathTo(routeBase, screen)`. */
  readonly routeBase: RouteBase
  /** The commerce API base from the document bootstrap. */
  readonly apiBase: string
  /**
   * The attributes a text search matches (`name_or_code`), from the document bootstrap: what a
   * backend can search differs (commerce-local also searches `metadata`). Absent from an older
   * shell or edge.
   */
  readonly searchAttributes?: string | undefined
}

/** What a fragment such as the mini-cart gets: no screen of its own. */
export type FragmentProps = Omit<RemoteProps, 'screen'>

/** The modules each remote exposes, by Module Federation id. */
export const exposedModules = {
  catalog: { app: 'catalog/App' },
  cart: { app: 'cart/App', miniCart: 'cart/MiniCart' },
  checkout: { app: 'checkout/App' },
  account: { app: 'account/App' },
} as const

/**
 * The key a remote's mf-manifest lists a module under: `catalog/App` → `./App`.
 *
 * @example exposeKey(exposedModules.cart.miniCart) // './MiniCart'
 */
export function exposeKey(id: string): string {
  return `./${id.slice(id.indexOf('/') + 1)}`
}
