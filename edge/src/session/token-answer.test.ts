import { describe, expect, it } from 'vitest'
import { tokenAnswer } from './token-answer'

const upstream = { access_token: 'a', token_type: 'bearer', expires_in: 7200, scope: 'market:code:it' }

describe('tokenAnswer', () => {
  it('says how long the token has left as the answer leaves, from when the API issued it', () => {
    const issued = Date.parse('2026-01-01T00:00:00Z')
    const answer = tokenAnswer({ ...upstream, created_at: issued / 1000 }, issued + 600_500)
    expect(answer.expiresAt).toBe('2026-01-01T02:00:00.000Z')
    expect(answer.expiresIn).toBe(6599)
  })

  it('counts from now when the API does not say when it issued the token, and never below zero', () => {
    const now = Date.parse('2026-01-01T00:00:00Z')
    expect(tokenAnswer(upstream, now).expiresIn).toBe(7200)
    expect(tokenAnswer({ ...upstream, created_at: now / 1000 - 8000 }, now).expiresIn).toBe(0)
  })
})
