import { describe, expect, it } from 'vitest'
import { earlyTokenGlobal, earlyTokenShape, takeEarlyTokenRequests } from './early-token'

const requests = () => ({ market: 'it', session: Promise.resolve(new Response('{}')) })

describe('earlyTokenShape', () => {
  it('starts one session grant for shells from contract 1.2.0 on', () => {
    expect(earlyTokenShape('1.2.0')).toBe('session')
    expect(earlyTokenShape('1.7.3')).toBe('session')
    expect(earlyTokenShape('2.0.0')).toBe('session')
  })

  it('keeps the refresh-and-guest pair for 1.1 shells, which adopt only that', () => {
    expect(earlyTokenShape('1.1.0')).toBe('refresh-and-guest')
    expect(earlyTokenShape('1.1.9')).toBe('refresh-and-guest')
  })

  it('starts nothing for older shells or unreadable versions', () => {
    expect(earlyTokenShape('1.0.9')).toBeNull()
    expect(earlyTokenShape('0.9.0')).toBeNull()
    expect(earlyTokenShape('next')).toBeNull()
  })
})

describe('takeEarlyTokenRequests', () => {
  it('hands over the request the document started, and only once', () => {
    const early = requests()
    const scope = { [earlyTokenGlobal]: early }
    expect(takeEarlyTokenRequests(scope)).toBe(early)
    expect(takeEarlyTokenRequests(scope)).toBeNull()
  })

  it("ignores a global that is not the document's request, such as a 1.1 document's pair", () => {
    const pair = {
      market: 'it',
      refresh: Promise.resolve(new Response()),
      guest: Promise.resolve(new Response()),
    }
    expect(takeEarlyTokenRequests({ [earlyTokenGlobal]: pair })).toBeNull()
    expect(takeEarlyTokenRequests({ [earlyTokenGlobal]: { market: 'x', session: 1 } })).toBeNull()
    expect(takeEarlyTokenRequests({})).toBeNull()
  })
})
