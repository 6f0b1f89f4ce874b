/**
 * The global on which the document leaves the token requests it started itself, so the first
 * token does not wait for the shell's code to arrive and run.
 */
export const earlyTokenGlobal = '__shopEarlyToken'

/**
 * The two `POST /api/token` requests the shell's session makes on start (the refresh cookie's
 * customer and a guest, at once), already on their way for `market`.
 */
export interface EarlyTokenRequests {
  readonly market: string
  readonly refresh: Promise<Response>
  readonly guest: Promise<Response>
}

type Scope = { [earlyTokenGlobal]?: unknown }

const isEarlyTokenRequests = (value: unknown): value is EarlyTokenRequests =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EarlyTokenRequests).market === 'string' &&
  (value as EarlyTokenRequests).refresh instanceof Promise &&
  (value as EarlyTokenRequests).guest instanceof Promise

/**
 * Takes the document's early token requests off the page, once: a response body can be read
 * only once, so a second taker (a remount, a later market) asks the edge itself.
 */
export function takeEarlyTokenRequests(scope: object = globalThis): EarlyTokenRequests | null {
  const holder = scope as Scope
  const value = holder[earlyTokenGlobal]
  delete holder[earlyTokenGlobal]
  return isEarlyTokenRequests(value) ? value : null
}
