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

/**
 * The contract from which a shell adopts the early requests. An older shell (after a rollback)
 * would ask again beside them, and two refreshes with one single-use refresh token can end the
 * customer's session, so the document starts them only for a shell that adopts them.
 */
export const earlyTokenSince = '1.1.0'

const majorMinor = (version: string) => (/^(\d+)\.(\d+)\./.exec(version) ?? []).slice(1, 3).map(Number)

/** True when a shell built against `shellContract` adopts the document's early token requests. */
export function adoptsEarlyTokens(shellContract: string): boolean {
  const [major = Number.NaN, minor = Number.NaN] = majorMinor(shellContract)
  const [sinceMajor = 0, sinceMinor = 0] = majorMinor(earlyTokenSince)
  return major > sinceMajor || (major === sinceMajor && minor >= sinceMinor)
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
