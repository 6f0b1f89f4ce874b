import { describe, expect, it } from 'vitest'
import { earlyTokenGlobal, takeEarlyTokenRequests } from './early-token'

const requests = () => ({
  market: 'market:id:abc',
  refresh: Promise.resolve(new Response('{}')),
  guest: Promise.resolve(new Response('{}')),
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
