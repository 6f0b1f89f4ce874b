import { isAtLeast } from '@storefront/shared/contract'

/**
 * The global on which the document leaves the token request it started itself, so the first
 * token does not wait for the shell's code to arrive and run.
 */
export const earlyTokenGlobal = '__shopEarlyToken'

/**
 * The Web Lock every token request that spends the refresh cookie holds until its answer's
 * headers (and new cookie) are in: the refresh token is single-use, so two tabs opened together
 * each spent the same one, and the loser's answer cleared the winner's new cookie, signing the
 * customer out. Held in turn, each request carries the cookie the one before it left.
 */
export const sessionTokenLock = 'shop-session-token'

/**
 * How long a page waits for the edge's answer to a token request before asking again: the edge
 * gives up on the auth server after 10 s, so a request unanswered after this is stuck on the way
 * (a stalled mobile connection). A request holds `sessionTokenLock` no longer, or a stuck one
 * would keep every later request, its own retry included, waiting for good.
 */
export const tokenTimeoutMs = 15_000

/**
 * The `POST /api/token` request (the `session` grant: the refresh cookie's customer, else a
 * guest) the shell's session makes on start, already on its way for `market`.
 */
export interface EarlyTokenRequests {
  readonly market: string
  readonly session: Promise<Response>
}

/**
 * What the document starts for a shell, by the contract the shell was built against:
 * - `session`: one `session` grant (shells from 1.2.0);
 * - `refresh-and-guest`: a `refresh` and a `guest` grant at once, as 1.1 shells adopt them;
 * - `null`: nothing. An older shell (after a rollback) would ask again beside the document, and
 *   two refreshes with one single-use refresh token can end the customer's session.
 */
export type EarlyTokenShape = 'session' | 'refresh-and-guest' | null

/** The early token requests a shell built against `shellContract` adopts. */
export function earlyTokenShape(shellContract: string): EarlyTokenShape {
  if (isAtLeast(shellContract, '1.2.0')) return 'session'
  if (isAtLeast(shellContract, '1.1.0')) return 'refresh-and-guest'
  return null
}

type Scope = { [earlyTokenGlobal]?: unknown }

const isEarlyTokenRequests = (value: unknown): value is EarlyTokenRequests =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EarlyTokenRequests).market === 'string' &&
  (value as EarlyTokenRequests).session instanceof Promise

/**
 * Takes the document's early token request off the page, once: a response body can be read
 * only once, so a second taker (a remount, a later market) asks the edge itself.
 */
export function takeEarlyTokenRequests(scope: object = globalThis): EarlyTokenRequests | null {
  const holder = scope as Scope
  const value = holder[earlyTokenGlobal]
  delete holder[earlyTokenGlobal]
  return isEarlyTokenRequests(value) ? value : null
}
