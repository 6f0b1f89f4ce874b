import { describe, expect, it } from 'vitest'
import { adoptsEarlyTokens, earlyTokenGlobal, takeEarlyTokenRequests } from './early-token'

const requests = () => ({
  market: 'market:id:abc',
  refresh: Promise.resolve(new Response('{}')),
  guest: Promise.resolve(new Response('{}')),
})

describe('adoptsEarlyTokens', () => {
  it('is true from contract 1.1.0 on and false for older shells or unreadable versions', () => {
    expect(adoptsEarlyTokens('1.1.0')).toBe(true)
    expect(adoptsEarlyTokens('1.4.2')).toBe(true)
    expect(adoptsEarlyTokens('2.0.0')).toBe(true)
    expect(adoptsEarlyTokens('1.0.9')).toBe(false)
    expect(adoptsEarlyTokens('0.9.0')).toBe(false)
    expect(adoptsEarlyTokens('next')).toBe(false)
  })
})

describe('takeEarlyTokenRequests', () => {
  it('hands over the requests the document started, and only once', () => {
    const early = requests()
    const scope = { [earlyTokenGlobal]: early }
    expect(takeEarlyTokenRequests(scope)).toBe(early)
    expect(takeEarlyTokenRequests(scope)).toBeNull()
  })

  it("ignores a global that is not the document's requests", () => {
    expect(takeEarlyTokenRequests({ [earlyTokenGlobal]: { market: 'x', refresh: 1, guest: 2 } })).toBeNull()
    expect(takeEarlyTokenRequests({})).toBeNull()
  })
})
