import type { MarketResolution } from '@storefront/shared/markets'
import type { SecureHeadersVariables } from 'hono/secure-headers'
import type { Bindings, Config } from './config'

/** What the edge needs from outside that tests replace: the network and the clock. */
export interface Deps {
  /** Every call to the commerce API and the mail provider goes through it. */
  fetch: typeof fetch
  now: () => number
}

/** Hono's environment type for every route and middleware of the edge. */
export interface AppEnv {
  Bindings: Bindings
  Variables: SecureHeadersVariables & {
    config: Config
    deps: Deps
    market: MarketResolution
  }
}
