import { storageKeys, unreachableRetryDelay } from '@storefront/shared/constants'
import type { PayloadOf, ShopBus } from '@storefront/shared/events'
import type { EarlyTokenRequests } from '@storefront/shared/registry'
import { createLocalStore, type KeyValueStore, removeStoredByPrefix } from '../../lib/local-store'
import {
  readTokenAnswer,
  requestLogout,
  requestToken,
  type TokenAnswer,
  TokenRequestError,
} from './api/request-token'
import { readStoredUser, writeStoredUser } from './api/stored-user'
import { renewalDelay } from './renewal-delay'
import { noOtherTabs, type SessionNews, type SessionTabs } from './session-tabs'
import { startFailureOf } from './start-failure'

type Reason = PayloadOf<'session:changed'>['reason']

export interface SessionDeps {
  readonly bus: ShopBus
  readonly fetch?: typeof fetch
  readonly storage?: KeyValueStore
  /** The token requests the document already started; the first start for their market adopts them. */
  readonly early?: EarlyTokenRequests | null
  /** The shop's other tabs: told of a sign-in or out here, followed when they sign in or out. */
  readonly tabs?: SessionTabs
}

export interface SessionManager {
  /** The customer's session for the market through the refresh cookie, else a guest one. */
  start(marketCode: string, reason?: Reason): Promise<void>
  logIn(email: string, password: string): Promise<{ ok: true } | { ok: false; errorCode: string }>
  /** False when the edge could not sign the customer out: the customer's session stays on. */
  logOut(): Promise<boolean>
  /**
   * A remote met a 401: the token and the cart on the page are dropped and a session starts as
   * on a page load (the refresh cookie's customer, else a guest), retrying until one comes. A
   * guest who comes back a guest keeps the stored cart id, for the cart to read again.
   */
  reinitialise(): Promise<void>
  renew(): Promise<void>
  dispose(): void
}

// A page cannot start without a token: a passing failure (the edge or Commerce Layer briefly
// unreachable, a 5xx) is worth two more tries before the visitor sees the error page.
const retryDelaysMs = [400, 1_200]

const isPassing = (error: unknown) => !(error instanceof TokenRequestError) || error.status >= 500

async function withRetries(first: Promise<TokenAnswer>, again: () => Promise<TokenAnswer>) {
  let attempt = first
  let stalls = 0
  for (const delay of retryDelaysMs) {
    try {
      return await attempt
    } catch (error) {
      if (!isPassing(error)) throw error
      // Each stall costs the whole time limit: after two the visitor has waited half a minute,
      // and the connection, not a blip, is at fault. The error page says so and offers a retry.
      if (startFailureOf(error) === 'timeout' && ++stalls === 2) throw error
    }
    await new Promise((resolve) => setTimeout(resolve, delay))
    attempt = again()
  }
  return attempt
}

/**
 * The token life cycle, framework-free: the access token lives in memory and on the bus only,
 * is renewed before it expires, and every change is published as `session:changed`.
 */
export function createSessionManager({
  bus,
  fetch: fetchImpl = fetch,
  storage = createLocalStore(),
  early = null,
  tabs = noOtherTabs,
}: SessionDeps) {
  let marketCode = ''
  // Adopted once, and only by the start it was made for: a response can be read only once.
  let unadopted = early
  let kind: 'guest' | 'customer' = 'guest'
  let timer: ReturnType<typeof setTimeout> | undefined
  let failedRenewals = 0
  // A newer start (another market, a logout) wins over answers still on their way.
  let generation = 0
  // The start on its way, which following another tab's sign-in waits for.
  let starting: Promise<void> | null = null

  // The token on the page: a 401 names it back to the edge, and a logout has a customer's revoked
  // (a guest's is the market's, shared by every guest, and nobody's to end).
  let current: string | undefined

  const publish = (answer: TokenAnswer, reason: Reason) => {
    kind = answer.customerId ? 'customer' : 'guest'
    current = answer.accessToken
    // A guest's token means whoever was signed in on this device is not any more; another
    // customer's (the refresh cookie replaced) that the e-mail remembered is not theirs.
    const remembered = readStoredUser(storage)?.customerId
    if (kind === 'guest' || (remembered !== undefined && remembered !== answer.customerId))
      writeStoredUser(storage, null)
    const user = kind === 'customer' ? readStoredUser(storage) : null
    bus.publish('session:changed', {
      kind,
      accessToken: answer.accessToken,
      expiresAt: answer.expiresAt,
      marketCode,
      ...(answer.customerId ? { customerId: answer.customerId } : {}),
      ...(user ? { email: user.email } : {}),
      reason,
    })
    clearTimeout(timer)
    timer = setTimeout(() => void manager.renew(), renewalDelay(answer.expiresAt, Date.now()))
  }

  const guest = (reason: Reason, own: number) => startWith('guest', reason, own)

  /** Asks for a token until one comes; `settle` sees the answer first, when it is still wanted. */
  const startWith = async (
    grant: 'guest' | 'session',
    reason: Reason,
    own: number,
    settle?: (answer: TokenAnswer) => void,
    refused?: string,
  ) => {
    const ask = () => requestToken({ grant, market: marketCode, ...(refused ? { refused } : {}) }, fetchImpl)
    const answer = await withRetries(ask(), ask)
    if (own !== generation) return
    settle?.(answer)
    publish(answer, reason)
  }

  /** Tries `again` after a growing pause: the edge or the network is expected back. */
  const retryLater = (again: () => Promise<unknown>) => {
    clearTimeout(timer)
    // The pauses the remotes' reads wait too: one schedule for a service expected back.
    const delay = unreachableRetryDelay(failedRenewals++)
    timer = setTimeout(() => void again(), delay)
  }

  /**
   * Another tab signed in or out: the refresh cookie already says so, and this tab's session
   * follows it, announced as `other-tab` (the cart reads the stored cart afresh, as that tab
   * left it, carrying nothing over a second time).
   */
  const follow = async (news: SessionNews): Promise<void> => {
    // A start on its way is let finish (its answer may already say so), not dropped.
    await starting?.catch(() => undefined)
    if (!marketCode || (news === 'signed-in') === (kind === 'customer')) return
    const own = ++generation
    try {
      if (news === 'signed-out') {
        await guest('other-tab', own)
        return
      }
      const answer = await requestToken({ grant: 'session', market: marketCode }, fetchImpl)
      if (own === generation) publish(answer, 'other-tab')
    } catch (error) {
      if (own !== generation) return
      console.error('could not follow the session of another tab', error)
      // Asked again, not renewed: a renewal asks for the kind this tab still is, a guest's.
      retryLater(() => follow(news))
    }
  }
  const stopFollowing = tabs.listen((news) => void follow(news))

  const manager: SessionManager = {
    start(code, reason = 'init') {
      marketCode = code
      const own = ++generation
      const adopted = unadopted?.market === code ? unadopted : null
      unadopted = null
      // One request: the edge answers with the refresh cookie's customer, or else a guest.
      const ask = () => requestToken({ grant: 'session', market: code }, fetchImpl)
      const started = withRetries(adopted ? readTokenAnswer(adopted.session) : ask(), ask).then((answer) => {
        if (own === generation) publish(answer, reason)
      })
      starting = started
      void started
        .finally(() => {
          if (starting === started) starting = null
        })
        .catch(() => undefined)
      return started
    },
    async logIn(email, password) {
      const asked = generation
      try {
        // Accounts are found by the address whatever its case; kept as typed ("  Ada@X.it "), it
        // was the order's contact address too.
        const address = email.trim().toLowerCase()
        const answer = await requestToken(
          { grant: 'password', market: marketCode, username: address, password },
          fetchImpl,
        )
        writeStoredUser(storage, {
          email: address,
          ...(answer.customerId ? { customerId: answer.customerId } : {}),
        })
        // Only a login that succeeds outdates what is on its way: a mistyped password must not
        // drop a renewal in flight, which would leave the page's token to expire unrenewed.
        if (asked === generation) publish(answer, 'login')
        generation++
        tabs.tell('signed-in')
        return { ok: true }
      } catch (error) {
        return { ok: false, errorCode: error instanceof TokenRequestError ? error.code : 'generic_error' }
      }
    },
    async logOut() {
      try {
        // Until the edge has dropped the refresh cookie, a reload would sign the customer in
        // again: a page that looked signed out would be lying.
        await requestLogout(fetchImpl, kind === 'customer' ? current : undefined)
      } catch (error) {
        console.error('logout failed', error)
        return false
      }
      // Only a logout that happened outdates what is on its way, as with a login: a refused one
      // leaves the customer signed in, and their renewal in flight still wanted.
      const own = ++generation
      // Signed out on the edge: the other tabs follow, and this device forgets who was here at
      // once, whether or not this tab's guest token comes; a shopper who closes the tab now, on a
      // shared computer, leaves no e-mail behind.
      tabs.tell('signed-out')
      writeStoredUser(storage, null)
      // The gift messages' words too (names, addresses): the cart forgets the rest when the
      // guest comes, and a tab closed before then would leave them for the next person.
      removeStoredByPrefix(storageKeys.giftMessage(''))
      const asGuest = (): Promise<void> =>
        guest('logout', own).then(
          () => {
            failedRenewals = 0
          },
          (error: unknown) => {
            if (own !== generation) return
            console.error('no guest session after the logout', error)
            retryLater(asGuest)
          },
        )
      await asGuest()
      return true
    },
    async reinitialise() {
      const own = ++generation
      const refused = current
      const cartKey = storageKeys.cartId(marketCode)
      // A guest's order is reached by its id alone: kept, the cart reads it again with the new
      // token (and forgets it if that cannot). A customer's goes at once, before the refresh
      // cookie is tried: should it fail, the guest who comes in their place must not be handed
      // it; a customer still signed in gets their open order back from the cart.
      const guestBefore = kind === 'guest'
      if (!guestBefore) storage.removeItem(cartKey)
      bus.forget('cart:updated')
      try {
        // Started over as a page load starts: a customer whose refresh cookie still holds stays
        // signed in (the token refused may be one revoked or misread, not their session), and
        // is not shown as a guest until a reload signs them in again.
        await startWith(
          'session',
          'unauthorized',
          own,
          (answer) => {
            // A guest who comes back a customer (signed in in another tab meanwhile): the customer's
            // token cannot open the guest's order; the cart looks up the customer's open one instead.
            if (answer.customerId) storage.removeItem(cartKey)
            // A customer whose refresh cookie failed too comes back a guest: as after a logout,
            // the words of their gift messages (names, addresses) stay for no one after them.
            else if (!guestBefore) removeStoredByPrefix(storageKeys.giftMessage(''))
          },
          refused,
        )
        failedRenewals = 0
      } catch (error) {
        if (own !== generation) return
        // The token on the page was refused: remotes cannot work until a new one comes.
        console.error('no session after a 401', error)
        retryLater(() => manager.reinitialise())
      }
    },
    async renew() {
      const own = generation
      // A customer's renewal comes back as a guest's when the refresh cookie is gone or refused.
      const grant = kind === 'customer' ? 'session' : 'guest'
      try {
        const answer = await requestToken({ grant, market: marketCode }, fetchImpl)
        if (own === generation) publish(answer, 'refresh')
        failedRenewals = 0
      } catch (error) {
        if (own !== generation) return
        if (isPassing(error)) {
          // The edge or the auth server briefly down, or the network gone: the session is not
          // over. A guest's token in its place would lock a customer out of their own cart.
          retryLater(() => manager.renew())
          return
        }
        await guest('refresh', own).catch(() => {
          if (own === generation) retryLater(() => manager.renew())
        })
      }
    },
    dispose() {
      clearTimeout(timer)
      stopFollowing()
      tabs.close()
      generation++
    },
  }
  return manager
}
