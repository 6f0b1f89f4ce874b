import type { MarketInfo } from '@storefront/shared/contract'
import type { ShopBus } from '@storefront/shared/events'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { SessionManager } from '../../features/session/session-manager'
import { type StartFailure, startFailureOf } from '../../features/session/start-failure'

export interface MarketLifecycle {
  /** The market code whose session has settled (started or failed). */
  readonly settledFor: string | null
  /** The session for this market could not start, even after the session's own retries. */
  readonly failed: boolean
  /** Why it could not, for the error page's words; null while it has not failed. */
  readonly failure: StartFailure | null
  /** Starts the session for the market again: the error page's "retry". */
  readonly retry: () => void
}

/**
 * The market follows the URL: each new market is announced with `market:changed`, and a new
 * market code gets a session scoped to it (the first with reason `init`, later ones `market`).
 * `settledFor` lets remotes mount only once the replayed `session:changed` is the new market's,
 * so they never fetch with the previous market's token.
 */
export function useMarketLifecycle(
  bus: ShopBus,
  session: SessionManager,
  market: MarketInfo,
): MarketLifecycle {
  const started = useRef<{ marketCode: string; attempt: number; reason: 'init' | 'market' } | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [settledFor, setSettledFor] = useState<string | null>(null)
  const [failed, setFailed] = useState<{ marketCode: string; failure: StartFailure } | null>(null)
  const { marketId, marketCode, country, currency, locale, prefix } = market

  useEffect(() => {
    bus.publish('market:changed', { marketId, marketCode, country, currency, locale, prefix })
  }, [bus, marketId, marketCode, country, currency, locale, prefix])

  useEffect(() => {
    const previous = started.current
    if (previous?.marketCode === marketCode && previous.attempt === attempt) return
    // A retry starts the same market again, for the reason it had the first time.
    const reason =
      previous?.marketCode === marketCode ? previous.reason : previous === null ? 'init' : 'market'
    const run = { marketCode, attempt, reason }
    started.current = run
    // A start overtaken by a newer one (the visitor switched country while the first was still
    // retrying) settles nothing: its late answer would unmount the newer market's page for good.
    const current = () => started.current === run
    session.start(marketCode, reason).then(
      () => {
        if (!current()) return
        setFailed(null)
        setSettledFor(marketCode)
      },
      (error: unknown) => {
        if (!current()) return
        console.error('no session for', marketCode, error)
        setFailed({ marketCode, failure: startFailureOf(error) })
        setSettledFor(marketCode)
      },
    )
  }, [session, marketCode, attempt])

  useEffect(() => () => session.dispose(), [session])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const failure = failed?.marketCode === marketCode ? failed.failure : null
  useRetryWhenBack(failure !== null, retry)
  return { settledFor, failed: failure !== null, failure, retry }
}

/**
 * While the session has failed, tries again by itself when the connection comes back or the
 * shopper returns to the tab: the likely moments it can now work, so nobody has to find the
 * error page's button to get the shop (and their cart's link in the header) back.
 */
function useRetryWhenBack(failed: boolean, retry: () => void, win: Window = window) {
  useEffect(() => {
    if (!failed) return
    const onVisible = () => {
      if (win.document.visibilityState === 'visible') retry()
    }
    win.addEventListener('online', retry)
    win.document.addEventListener('visibilitychange', onVisible)
    return () => {
      win.removeEventListener('online', retry)
      win.document.removeEventListener('visibilitychange', onVisible)
    }
  }, [failed, retry, win])
}
