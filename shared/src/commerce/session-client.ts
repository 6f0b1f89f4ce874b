import type { RemoteName } from '@storefront/shared/routes'
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

export interface SessionClientOptions {
  /** The remote whose calls these are: the shell reports the API's failures in its name. */
  readonly app: RemoteName
  /** How long to wait for the shell to renew an expired token. */
  readonly renewTimeoutMs?: number
}

/**
 * Keeps a remote's SDK client in step with the shell's session: a new client per token, an
 * expired token renewed through the shell (which owns the refresh cookie), a 401 the refresh
 * cannot cure reported to the shell, which clears cart and session, and the API's failures
 * handed to the shell to report (`shell:report-failure`).
 *
 * @example createSessionClient(bus, apiBase, { app: 'catalog' }).ready().then((client) => client.skus.list())
 */
export function createSessionClient(
  bus: ShopBus,
  apiBase: string,
  { app, renewTimeoutMs = 15_000 }: SessionClientOptions,
): SessionClient {
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
      onFailure: ({ method, resource, status }) => {
        // A shell before contract 1.6 has no such channel, and its bus would throw on it.
        if (bus.listenerCount('shell:report-failure') === 0) return
        bus.publish('shell:report-failure', {
          app,
          kind: 'api',
          message: `${method} ${resource} answered ${status}`,
        })
      },
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
