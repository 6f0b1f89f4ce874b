import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBus } from '../events/bus'
import { channels } from '../events/channels'
import { getShopBus, resetShopBus, type ShopBus } from '../events/shop-bus'
import { createSessionClient } from './session-client'

const b64 = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '')
/** A token that expires `exp` seconds from now by the API's clock, which runs `apiAheadMs` ahead. */
const token = (exp: number, apiAheadMs = 0) =>
  `${b64({})}.${b64({ exp: Math.floor((Date.now() + apiAheadMs) / 1000) + exp, organization: { slug: 'o' } })}.s`
/** The shell's session for a token: its expiry by this browser's clock. */
const session = (accessToken: string, apiAheadMs = 0) =>
  ({
    kind: 'guest',
    accessToken,
    expiresAt: JSON.parse(atob(accessToken.split('.')[1] ?? '')).exp * 1000 - apiAheadMs,
    marketCode: 'it',
    reason: 'init',
  }) as const
const listAnswer = () => new Response(JSON.stringify({ data: [], meta: { record_count: 0, page_count: 0 } }))
const invalidToken = () =>
  new Response(JSON.stringify({ errors: [{ code: 'INVALID_TOKEN', status: '401' }] }), { status: 401 })

/**
 * The API: it accepts only the tokens in `valid`, and records the bearer of every request.
 * `beforeRefusing` runs as it refuses one (the time a request spent on its way, say).
 */
function stubApi(valid: () => readonly string[], beforeRefusing = () => {}) {
  const bearers: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const bearer = (new Headers(init.headers).get('authorization') ?? '').replace(/^Bearer /, '')
      bearers.push(bearer)
      if (valid().includes(bearer)) return listAnswer()
      beforeRefusing()
      return invalidToken()
    }),
  )
  return bearers
}

/** The shell: each `session:refresh` is answered with the next token, and counted. */
function renewingShell(bus: ReturnType<typeof getShopBus>, next: () => string) {
  const asked: string[] = []
  bus.subscribe('session:refresh', ({ reason }) => {
    asked.push(reason)
    if (reason === 'expired')
      queueMicrotask(() => bus.publish('session:changed', { ...session(next()), reason: 'refresh' }))
  })
  return asked
}

afterEach(() => {
  resetShopBus()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('createSessionClient', () => {
  it('has no client before the shell publishes a session, then one per token', async () => {
    const bus = getShopBus()
    const sessions = createSessionClient(bus, 'http://api.test/api', { app: 'cart' })
    expect(sessions.current()).toBeNull()
    const ready = sessions.ready()
    bus.publish('session:changed', session(token(60)))
    const first = await ready
    expect(first.currentAccessToken).toBe(bus.last('session:changed')?.accessToken)
    bus.publish('session:changed', session(token(120)))
    expect(sessions.current()).not.toBe(first)
    sessions.dispose()
    expect(bus.listenerCount('session:changed')).toBe(0)
  })

  it('picks up a session published before it was created', async () => {
    const bus = getShopBus()
    bus.publish('session:changed', session(token(60)))
    await expect(
      createSessionClient(bus, 'http://api.test/api', { app: 'cart' }).ready(),
    ).resolves.toBeTruthy()
  })

  it('asks the shell to renew an expired token before sending, so the API never refuses it', async () => {
    const bus = getShopBus()
    const fresh = token(3600)
    bus.subscribe('session:refresh', ({ reason }) => {
      expect(reason).toBe('expired')
      bus.publish('session:changed', { ...session(fresh), reason: 'refresh' })
    })
    const calls: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const auth = new Headers(init.headers).get('authorization') ?? ''
        calls.push(auth)
        return auth.endsWith(fresh)
          ? new Response(JSON.stringify({ data: [], meta: { record_count: 0, page_count: 0 } }), {
              status: 200,
            })
          : new Response(JSON.stringify({ errors: [{ code: 'INVALID_TOKEN', status: '401' }] }), {
              status: 401,
            })
      }),
    )
    bus.publish('session:changed', session(token(-5)))
    const client = createSessionClient(bus, 'http://api.test/api', { app: 'cart' }).current()
    await client?.skus.list()
    expect(calls).toEqual([`Bearer ${fresh}`])
  })

  it('sends a request again with a fresh token when its token expired on the way', async () => {
    // Sent with seconds to spare, the request reached the API after the token's `exp`: a slow
    // connection, or a write held up behind others.
    vi.useFakeTimers({ toFake: ['Date'] })
    const bus = getShopBus()
    const old = token(10)
    const fresh = token(3600)
    const asked = renewingShell(bus, () => fresh)
    const bearers = stubApi(
      () => [fresh],
      () => vi.setSystemTime(Date.now() + 15_000),
    )
    bus.publish('session:changed', session(old))
    await createSessionClient(bus, 'http://api.test/api', { app: 'cart' }).current()?.skus.list()
    expect(asked).toEqual(['expired'])
    expect(bearers).toEqual([old, fresh])
  })

  it('reports an incurable 401 to the shell', async () => {
    const bus = getShopBus()
    const refresh = vi.fn()
    bus.subscribe('session:refresh', refresh)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"errors":[{"code":"INVALID_TOKEN"}]}', { status: 401 })),
    )
    bus.publish('session:changed', session(token(600)))
    const client = createSessionClient(bus, 'http://api.test/api', { app: 'cart' }).current()
    await expect(client?.skus.list()).rejects.toThrow()
    expect(refresh).toHaveBeenCalledWith({ reason: 'unauthorized' })
  })

  it('gives up renewing when the shell never answers', async () => {
    const bus = getShopBus()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"errors":[{"code":"INVALID_TOKEN"}]}', { status: 401 })),
    )
    bus.publish('session:changed', session(token(-5)))
    const client = createSessionClient(bus, 'http://api.test/api', {
      app: 'cart',
      renewTimeoutMs: 20,
    }).current()
    await expect(client?.skus.list()).rejects.toThrow()
  })

  it.each([
    ['an hour slow', 3_600_000],
    ['a minute slow', 60_000],
  ])('tells an expired token by the API clock when the computer clock is %s', async (_, apiAhead) => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const bus = getShopBus()
    const old = token(20, apiAhead)
    const fresh = token(3600)
    const asked = renewingShell(bus, () => fresh)
    stubApi(() => [fresh])
    bus.publish('session:changed', session(old, apiAhead))
    const client = createSessionClient(bus, 'http://api.test/api', { app: 'cart' }).current()
    vi.setSystemTime(Date.now() + 25_000)
    await client?.skus.list()
    expect(asked).toEqual(['expired'])
  })

  it('reports a refused token as unauthorized when the computer clock is an hour fast', async () => {
    const bus = getShopBus()
    const apiAhead = -3_600_000
    const asked = renewingShell(bus, () => token(3600))
    stubApi(() => [])
    bus.publish('session:changed', session(token(600, apiAhead), apiAhead))
    await expect(
      createSessionClient(bus, 'http://api.test/api', { app: 'cart' }).current()?.skus.list(),
    ).rejects.toThrow()
    expect(asked).toEqual(['unauthorized'])
  })

  it('renews once for requests sent together, and later requests carry the fresh token', async () => {
    const bus = getShopBus()
    const old = token(-5)
    const fresh = token(3600)
    const asked = renewingShell(bus, () => fresh)
    const bearers = stubApi(() => [fresh])
    bus.publish('session:changed', session(old))
    const client = createSessionClient(bus, 'http://api.test/api', { app: 'cart' }).current()
    await Promise.all([client?.skus.list(), client?.skus.list()])
    expect(asked).toEqual(['expired'])
    await client?.skus.list()
    expect(bearers).toEqual([fresh, fresh, fresh])
  })

  it('sends a request with an expired token with the newer session the shell has, without renewing', async () => {
    // A client held across a renewal (a request begun before it) still carries the old token:
    // the shell has already renewed, so asking again would spend a renewal for nothing.
    const bus = getShopBus()
    const old = token(-5)
    const newer = token(3600)
    const asked = renewingShell(bus, () => token(7200))
    const bearers = stubApi(() => [newer])
    bus.publish('session:changed', session(old))
    const sessions = createSessionClient(bus, 'http://api.test/api', { app: 'cart' })
    const heldClient = sessions.current()
    bus.publish('session:changed', { ...session(newer), reason: 'refresh' })
    await heldClient?.skus.list()
    expect(asked).toEqual([])
    expect(bearers).toEqual([newer])
  })

  it('asks the shell to renew when the shell’s newer session has expired too', async () => {
    // A tab woken after a night: the held client's token and the shell's last one are both past.
    const bus = getShopBus()
    const old = token(-600)
    const newer = token(-5)
    const fresh = token(3600)
    const asked = renewingShell(bus, () => fresh)
    const bearers = stubApi(() => [fresh])
    bus.publish('session:changed', session(old))
    const heldClient = createSessionClient(bus, 'http://api.test/api', { app: 'cart' }).current()
    bus.publish('session:changed', { ...session(newer), reason: 'refresh' })
    await heldClient?.skus.list()
    expect(asked).toEqual(['expired'])
    expect(bearers).toEqual([fresh])
  })

  it.each([
    ['expired, with 1.5 s left', 2, ['expired']],
    ['valid, with 2.5 s left', 3, ['unauthorized']],
  ])(
    'takes a refused token for %s: the API’s clock is known only to 2 s',
    async (_, expInSeconds, reasons) => {
      // Half a second into the second, so the token's whole-second `exp` leaves 1.5 s or 2.5 s.
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date('2026-03-02T10:00:00.500Z'))
      const bus = getShopBus()
      const fresh = token(3600)
      const asked = renewingShell(bus, () => fresh)
      stubApi(() => [fresh])
      bus.publish('session:changed', session(token(expInSeconds)))
      const client = createSessionClient(bus, 'http://api.test/api', { app: 'cart' }).current()
      await client?.skus.list().catch(() => undefined)
      expect(asked).toEqual(reasons)
    },
  )

  it('reports a fresh token the API refuses too as unauthorized', async () => {
    const bus = getShopBus()
    const asked = renewingShell(bus, () => token(3600))
    stubApi(() => [])
    bus.publish('session:changed', session(token(-5)))
    await expect(
      createSessionClient(bus, 'http://api.test/api', { app: 'cart' }).current()?.skus.list(),
    ).rejects.toThrow()
    expect(asked).toEqual(['expired', 'unauthorized'])
  })

  it("hands the API's failures to the shell in the remote's name", async () => {
    const bus = getShopBus()
    const reports: unknown[] = []
    bus.subscribe('shell:report-failure', (report) => reports.push(report))
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 502 })),
    )
    bus.publish('session:changed', session(token(3600)))
    for (const app of ['catalog', 'cart'] as const) {
      const client = createSessionClient(bus, 'http://api.test/api', { app }).current()
      await expect(client?.skus.retrieve('abc')).rejects.toThrow()
    }
    expect(reports).toEqual([
      { app: 'catalog', kind: 'api', message: 'GET skus answered 502' },
      { app: 'cart', kind: 'api', message: 'GET skus answered 502' },
    ])
  })

  it("keeps the API's own error on an older shell's bus, which has no channel for reports", async () => {
    const { 'shell:report-failure': _, ...olderChannels } = channels
    const olderBus = createBus(olderChannels) as unknown as ShopBus
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 502 })),
    )
    olderBus.publish('session:changed', session(token(3600)))
    const client = createSessionClient(olderBus, 'http://api.test/api', { app: 'catalog' }).current()
    await expect(client?.skus.retrieve('abc')).rejects.not.toThrow(/bus channel/)
  })
})
