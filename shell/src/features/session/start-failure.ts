import { TokenRequestError } from './api/request-token'

/**
 * Why a session could not start, in the words the error page picks its text by: the connection
 * stalled (`timeout`), the browser could not reach the shop at all (`network`: offline, DNS, a
 * dropped connection), or the shop answered with a failure (`server`).
 */
export type StartFailure = 'timeout' | 'network' | 'server'

export function startFailureOf(error: unknown): StartFailure {
  if (error instanceof TokenRequestError) return 'server'
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'timeout'
  // fetch rejects with a TypeError, and only then, when no answer came back.
  return error instanceof TypeError ? 'network' : 'server'
}
