import type { MarketInfo } from '@storefront/shared/contract'
import type { ShopBus } from '@storefront/shared/events'
import { useEffect, useRef, useState } from 'react'
import type { SessionManager } from '../../features/session/session-manager'

/**
 * The market follows the URL: each new market is announced with `market:changed`, and a new
 * market code gets a session scoped to it (the first with reason `init`, later ones `market`).
 * Returns the market code whose session has settled, so remotes mount only once the replayed
 * `session:changed` is the new market's and never fetch with the previous market's token.
 */
export function useMarketLifecycle(bus: ShopBus, session: SessionManager, market: MarketInfo): string | null {
  const startedFor = useRef<string | null>(null)
  const [settledFor, setSettledFor] = useState<string | null>(null)
  const { marketId, marketCode, country, currency, locale, prefix } = market

  useEffect(() => {
    bus.publish('market:changed', { marketId, marketCode, country, currency, locale, prefix })
  }, [bus, marketId, marketCode, country, currency, locale, prefix])

  useEffect(() => {
    if (startedFor.current === marketCode) return
    const reason = startedFor.current === null ? 'init' : 'market'
    startedFor.current = marketCode
    session
      .start(marketCode, reason)
      .catch((error: unknown) => console.error('no session for', marketCode, error))
      // Settled either way: with no session at all the remotes still mount and show their own errors.
      .finally(() => setSettledFor(marketCode))
  }, [session, marketCode])

  useEffect(() => () => session.dispose(), [session])
  return settledFor
}
