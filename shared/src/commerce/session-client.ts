import type { PayloadOf } from '../events/channels'
import type { ShopBus } from '../events/shop-bus'
import { type CommerceClient, createCommerceClient } from './create-client'
import { apiClockAheadMs, isTokenExpired } from './token-claims'

type Session = PayloadOf<'session:changed'>

export interface SessionClient {
  /** The client for the current session, or null before the shell has one. */
  current(): CommerceClient | null
  /** Resolves with a client once a session exists. */
  ready(): Promise<CommerceClient>
  dispose(): void
}

/** Waits for the next session the shell publishes after asking it to renew. */
function renewedToken(bus: ShopBus, reason: 'expired' | 'unauthorized', timeoutMs: number): Promise<string> {
  const before = bus.last('session:changed')?.accessToken
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off()
      reject(new Error('session renewal timed out'))
    }, timeoutMs)
    const off = bus.subscribe('session:changed', (session) => {
      if (session.accessToken === before) return
      clearTimeout(timer)
      off()
      resolve(session.accessToken)
    })
    bus.publish('session:refresh', { reason })
  })
}

// A token this close to its expiry is taken for expired: the browser's idea of the API's clock
// is only as good as the moment it read the token's answer.
const expiryToleranceMs = 2_000

/**
 * Keeps a remote's SDK client in step with the shell's session: a new client per token, an
 * expired token renewed through the shell (which owns the refresh cookie), and a 401 the
 * refresh cannot cure reported to the shell, which clears cart and session.
 */
export function createSessionClient(bus: ShopBus, apiBase: string, renewTimeoutMs = 15_000): SessionClient {
  let client: CommerceClient | null = null
  let waiting: ((c: CommerceClient) => void)[] = []
  // Requests refused at once share one renewal.
  let renewing: Promise<string> | null = null
  const freshToken = (expired: string) => {
    const latest = bus.last('session:changed')
    if (latest && latest.accessToken !== expired && Date.now() < latest.expiresAt) {
      return Promise.resolve(latest.accessToken)
    }
    renewing ??= renewedToken(bus, 'expired', renewTimeoutMs).finally(() => {
      renewing = null
    })
    return renewing
  }
  const build = (session: Session) => {
    // The session's expiry is by this browser's clock and the token's `exp` by the API's: their
    // difference lets a computer set minutes or hours off still tell an expired token.
    const apiAhead = apiClockAheadMs(session.accessToken, session.expiresAt)
    return createCommerceClient({
      accessToken: session.accessToken,
      apiBase,
      refreshToken: freshToken,
      isExpired: (token) => isTokenExpired(token, Date.now() + apiAhead, expiryToleranceMs),
      onUnauthorized: () => bus.publish('session:refresh', { reason: 'unauthorized' }),
    })
  }
  const off = bus.subscribe('session:changed', (session) => {
    client = build(session)
    const ready = client
    for (const resolve of waiting) resolve(ready)
    waiting = []
  })
  return {
    current: () => client,
    ready: () => (client ? Promise.resolve(client) : new Promise((resolve) => waiting.push(resolve))),
    dispose: () => {
      off()
      waiting = []
    },
  }
}
