import { earlyTokenGlobal, sessionTokenLock, tokenTimeoutMs } from '@storefront/shared/registry'
import { describe, expect, it, vi } from 'vitest'
import { earlyTokenScript } from './early-token'

/** Runs the document's inline script against a page of its own, whose fetch answers `answer`. */
function runOnPage(
  script: string,
  answer = () => Promise.resolve(new Response('{}')),
  window: Record<string, unknown> = {},
) {
  const fetch = vi.fn((_url: string, _init: RequestInit) => answer())
  new Function('window', 'fetch', script)(window, fetch)
  const requests = fetch.mock.calls.map(([url, init]) => ({
    url,
    init,
    body: JSON.parse(String(init.body)),
  }))
  return { left: window[earlyTokenGlobal] as Record<string, unknown>, requests, fetch }
}

describe('earlyTokenScript', () => {
  it('asks for the session grant of the page’s market as JSON, with the cookie, and leaves it for the shell', () => {
    const { left, requests, fetch } = runOnPage(earlyTokenScript('it', 'session'))
    expect(requests).toHaveLength(1)
    const [request] = requests
    expect(request?.url).toBe('/api/token')
    expect(request?.init).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
    })
    expect(request?.body).toEqual({ grant: 'session', market: 'it' })
    expect(left).toEqual({ market: 'it', session: fetch.mock.results[0]?.value })
  })

  it('waits its turn for the refresh cookie under the Web Lock the shell takes too', async () => {
    const held: string[] = []
    const locks = {
      request: vi.fn(async (name: string, callback: () => Promise<Response>) => {
        held.push(name)
        return callback()
      }),
    }
    const { left, requests } = runOnPage(earlyTokenScript('it', 'session'), undefined, {
      navigator: { locks },
    })
    expect(held).toEqual([sessionTokenLock])
    await expect(left.session).resolves.toBeInstanceOf(Response)
    expect(requests).toHaveLength(1)
    // A guest grant spends no cookie: it need not wait.
    held.length = 0
    runOnPage(earlyTokenScript('ch', 'refresh-and-guest'), undefined, { navigator: { locks } })
    expect(held).toEqual([sessionTokenLock])
  })

  it('lets go of the lock when its request is stuck on the way, so the shell can ask again', async () => {
    vi.useFakeTimers()
    try {
      let released = false
      const locks = {
        request: (_name: string, callback: () => Promise<unknown>) =>
          callback().then((value) => {
            released = true
            return value
          }),
      }
      runOnPage(earlyTokenScript('it', 'session'), () => new Promise<Response>(() => {}), {
        navigator: { locks },
      })
      await vi.advanceTimersByTimeAsync(tokenTimeoutMs - 1)
      expect(released).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(released).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('asks for the refresh and guest pair a 1.1 shell adopts', () => {
    const { left, requests } = runOnPage(earlyTokenScript('ch', 'refresh-and-guest'))
    expect(requests.map((request) => request.body)).toEqual([
      { grant: 'refresh', market: 'ch' },
      { grant: 'guest', market: 'ch' },
    ])
    expect(Object.keys(left)).toEqual(['market', 'refresh', 'guest'])
  })

  it('leaves a failed request for the shell to see, marked handled so the page reports no error', async () => {
    const offline = Promise.reject(new TypeError('offline'))
    const handled = vi.spyOn(offline, 'catch')
    const { left } = runOnPage(earlyTokenScript('it', 'session'), () => offline)
    expect(handled).toHaveBeenCalled()
    await expect(left.session).rejects.toThrow('offline')
  })
})
