import { describe, expect, it } from 'vitest'
import { TokenRequestError } from './api/request-token'
import { startFailureOf } from './start-failure'

describe('startFailureOf', () => {
  it('tells a stalled request, an unreachable shop, a rate limit and a failed answer apart', () => {
    expect(startFailureOf(new DOMException('the token request timed out', 'TimeoutError'))).toBe('timeout')
    expect(startFailureOf(new TypeError('Failed to fetch'))).toBe('network')
    expect(startFailureOf(new TokenRequestError(503, 'generic_error'))).toBe('server')
    expect(startFailureOf(new TokenRequestError(429, 'rate_limited'))).toBe('rateLimited')
    expect(startFailureOf(new DOMException('aborted', 'AbortError'))).toBe('server')
    expect(startFailureOf(new Error('anything else'))).toBe('server')
  })
})
