import { TokenRequestError } from './api/request-token'

/**
 * Why a session could not start, in the words the error page picks its text by: the connection
 * stalled (`timeout`), the browser could not reach the shop at all (`network`: offline, DNS, a
 * dropped connection), the shop asked the visitor to slow down (`rateLimited`: a minute's wait
 * mends it, where "we are working on it" sends them away), or it answered with a failure (`server`).
 */
export type StartFailure = 'timeout' | 'network' | 'rateLimited' | 'server'

export function startFailureOf(error: unknown): StartFailure {
  if (error instanceof TokenRequestError) return error.status === 429 ? 'rateLimited' : 'server'
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'timeout'
  // fetch rejects with a TypeError, and only then, when no answer came back.
  return error instanceof TypeError ? 'network' : 'server'
}
