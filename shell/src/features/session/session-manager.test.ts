import { storageKeys } from '@storefront/shared/constants'
import { getShopBus, type PayloadOf } from '@storefront/shared/events'
import { sessionTokenLock } from '@storefront/shared/registry'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { tokenTimeoutMs } from './api/request-token'
import { createSessionManager, type SessionManager } from './session-manager'
import type { SessionNews, SessionTabs } from './session-tabs'

type Grant = { grant: string; market?: string; username?: string }

/**
 * The edge's token endpoint, played in memory: each grant answers as the test says; the session
 * grant without an answer of its own is a visitor without a refresh cookie, who gets a guest's.
 */
function fakeEdge(answers: Partial<Record<string, (body: Grant) => Response | Promise<Response>>>) {
  const calls: { url: string; body: Grant | null; headers: Headers }[] = []
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const body = init?.body ? (JSON.parse(String(init.body)) as Grant) : null
    calls.push({ url: String(url), body, headers: new Headers(init?.headers) })
    if (String(url) === '/api/logout') return new Response(null, { status: 204 })
    const grant = body?.grant ?? ''
    const answer = answers[grant] ?? (grant === 'session' ? answers.guest : undefined)
    return answer ? answer(body as Grant) : Response.json({ error: { code: 'TOKEN_ERROR' } }, { status: 401 })
  })
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls }
}

const token = (accessToken: string, lifetimeMs: number, customerId?: string) => () =>
  Response.json({
    accessToken,
    expiresAt: new Date(Date.now() + lifetimeMs).toISOString(),
    scope: 'market:code:it',
    ...(customerId ? { customerId } : {}),
  })

function sessions() {
  const seen: PayloadOf<'session:changed'>[] = []
  getShopBus().subscribe('session:changed', (session) => seen.push(session))
  return seen
}

describe('session manager', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('spends the refresh cookie only in its turn among tabs, and signs in without waiting', async () => {
    const held: string[] = []
    const request = vi.fn(async (name: string, send: () => Promise<Response>) => {
      held.push(name)
      return send()
    })
    vi.stubGlobal('navigator', { ...navigator, locks: { request } })
    const edge = fakeEdge({
      session: token('customer-token', 3_600_000, 'cust-1'),
      password: token('t', 3_600_000),
    })
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl })
    await manager.start('it')
    expect(held).toEqual([sessionTokenLock])
    await manager.renew()
    expect(held).toEqual([sessionTokenLock, sessionTokenLock])
    // A password grant spends no refresh cookie: it sets a new one.
    await manager.logIn('ada@example.com', 'secret')
    expect(held).toHaveLength(2)
    expect(edge.calls.map((call) => call.body?.grant)).toEqual(['session', 'session', 'password'])
  })

  it('lets go of the lock once it gives up on a request stuck on the way, and its retry takes it', async () => {
    // One lock for the whole page, as the browser keeps it: a request waits for the one before.
    let queue: Promise<unknown> = Promise.resolve()
    const request = vi.fn((_name: string, send: () => Promise<unknown>) => {
      const turn = queue.then(send)
      queue = turn.catch(() => undefined)
      return turn
    })
    vi.stubGlobal('navigator', { ...navigator, locks: { request } })
    let first = true
    const fetchImpl = vi.fn(async () => {
      if (first) {
        first = false
        return new Promise<Response>(() => {})
      }
      return token('customer-token', 3_600_000, 'cust-1')()
    }) as unknown as typeof fetch
    const seen = sessions()
    const started = createSessionManager({ bus: getShopBus(), fetch: fetchImpl }).start('it')
    await vi.advanceTimersByTimeAsync(tokenTimeoutMs + 500)
    await started
    expect(fetchImpl).toHaveBeenCalledTimes(2)
    expect(seen.at(-1)).toMatchObject({ kind: 'customer', accessToken: 'customer-token' })
  })

  it('restores a customer session through the session grant and publishes it', async () => {
    const edge = fakeEdge({ session: token('customer-token', 3_600_000, 'cust-1') })
    const seen = sessions()
    localStorage.setItem(storageKeys.user, JSON.stringify({ email: 'ada@example.com' }))
    await createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl }).start('it')
    expect(edge.calls.map((call) => call.body)).toEqual([{ grant: 'session', market: 'it' }])
    expect(seen).toEqual([
      expect.objectContaining({
        kind: 'customer',
        accessToken: 'customer-token',
        customerId: 'cust-1',
        email: 'ada@example.com',
        marketCode: 'it',
        reason: 'init',
      }),
    ])
  })

  it.each([
    ['not JSON', '{"email":'],
    ['without an e-mail', JSON.stringify({ customerId: 'cust-1' })],
  ])('restores a customer whose remembered user is %s, naming no e-mail', async (_, stored) => {
    const edge = fakeEdge({ session: token('customer-token', 3_600_000, 'cust-1') })
    const seen = sessions()
    localStorage.setItem(storageKeys.user, stored)
    await createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl }).start('it')
    expect(seen).toEqual([expect.objectContaining({ kind: 'customer', customerId: 'cust-1' })])
    expect(seen[0]).not.toHaveProperty('email')
  })

  it("adopts the document's early token request for its market instead of asking again", async () => {
    const edge = fakeEdge({ session: token('second-token', 3_600_000) })
    const seen = sessions()
    const early = { market: 'it', session: Promise.resolve(token('early-guest', 3_600_000)()) }
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl, early })
    await manager.start('it')
    expect(edge.calls).toEqual([])
    expect(seen.at(-1)).toEqual(expect.objectContaining({ kind: 'guest', accessToken: 'early-guest' }))
    // Adopted once: the next start (a market change) asks the edge itself.
    await manager.start('it', 'market')
    expect(edge.calls.map((call) => call.body?.grant)).toEqual(['session'])
    expect(seen.at(-1)).toEqual(expect.objectContaining({ accessToken: 'second-token' }))
  })

  it("asks again when the document's early token request stalls, instead of waiting for ever", async () => {
    const edge = fakeEdge({ session: token('second-token', 3_600_000) })
    const seen = sessions()
    const early = { market: 'it', session: new Promise<Response>(() => {}) }
    const started = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl, early }).start('it')
    await vi.advanceTimersByTimeAsync(14_000)
    expect(edge.calls).toEqual([])
    await vi.advanceTimersByTimeAsync(1_500)
    await started
    expect(edge.calls.map((call) => call.body?.grant)).toEqual(['session'])
    expect(seen.at(-1)).toEqual(expect.objectContaining({ accessToken: 'second-token' }))
  })

  it('gives its own token request a time limit', async () => {
    // happy-dom's AbortSignal.timeout runs on real timers: which signal the request got tells.
    const timeout = vi.spyOn(AbortSignal, 'timeout')
    const edge = fakeEdge({ session: token('t', 3_600_000) })
    await createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl }).start('it')
    const init = (edge.fetchImpl as unknown as { mock: { calls: [string, RequestInit][] } }).mock
      .calls[0]?.[1]
    expect(timeout).toHaveBeenCalledExactlyOnceWith(tokenTimeoutMs)
    expect(init?.signal).toBe(timeout.mock.results[0]?.value)
  })

  it('still starts in a browser without AbortSignal.timeout (Safari before 16)', async () => {
    const original = Object.getOwnPropertyDescriptor(AbortSignal, 'timeout')
    Object.defineProperty(AbortSignal, 'timeout', { value: undefined, configurable: true })
    try {
      const edge = fakeEdge({ session: token('t', 3_600_000) })
      const seen = sessions()
      await createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl }).start('it')
      expect(seen.at(-1)?.accessToken).toBe('t')
    } finally {
      if (original) Object.defineProperty(AbortSignal, 'timeout', original)
    }
  })

  it("leaves an early token request made for another market and asks for the market's own", async () => {
    const edge = fakeEdge({ session: token('gb-token', 3_600_000) })
    const seen = sessions()
    const early = { market: 'it', session: Promise.resolve(token('it-customer', 3_600_000, 'cust-1')()) }
    await createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl, early }).start('gb')
    expect(edge.calls.map((call) => call.body)).toEqual([{ grant: 'session', market: 'gb' }])
    expect(seen.at(-1)).toEqual(expect.objectContaining({ accessToken: 'gb-token', marketCode: 'gb' }))
  })

  it('starts a visitor without a customer session as a guest in one request, forgetting a stale user', async () => {
    const edge = fakeEdge({ guest: token('guest-token', 3_600_000) })
    const seen = sessions()
    localStorage.setItem(storageKeys.user, JSON.stringify({ email: 'ada@example.com' }))
    await createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl }).start('gb')
    expect(edge.calls.map((call) => call.body?.grant)).toEqual(['session'])
    expect(seen.at(-1)).toMatchObject({ kind: 'guest', accessToken: 'guest-token', marketCode: 'gb' })
    expect(seen.at(-1)).not.toHaveProperty('email')
    expect(localStorage.getItem(storageKeys.user)).toBeNull()
  })

  it('tries the session request twice more when it fails for a passing reason', async () => {
    let calls = 0
    const edge = fakeEdge({
      session: () =>
        ++calls < 2
          ? Response.json({ error: { code: 'generic_error' } }, { status: 502 })
          : token('third-time', 3_600_000)(),
    })
    const seen = sessions()
    const early = { market: 'it', session: Promise.reject(new TypeError('network down')) }
    const started = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl, early }).start('it')
    await vi.advanceTimersByTimeAsync(2_000)
    await started
    // The document's request failed first; then two of the shell's own.
    expect(edge.calls.map((call) => call.body?.grant)).toEqual(['session', 'session'])
    expect(seen.at(-1)).toMatchObject({ accessToken: 'third-time' })
  })

  it('gives up after the second stall instead of waiting a third time limit', async () => {
    const stalled = fakeEdge({ session: () => new Promise<Response>(() => {}) as unknown as Response })
    const started = createSessionManager({ bus: getShopBus(), fetch: stalled.fetchImpl }).start('it')
    const outcome = started.then(
      () => 'started',
      (error: unknown) => (error instanceof DOMException ? error.name : 'other'),
    )
    await vi.advanceTimersByTimeAsync(31_000)
    expect(await outcome).toBe('TimeoutError')
    expect(stalled.calls).toHaveLength(2)
  })

  it('gives up after three tries, and never retries a refusal', async () => {
    const down = fakeEdge({ session: () => new Response('down', { status: 503 }) })
    const failing = createSessionManager({ bus: getShopBus(), fetch: down.fetchImpl }).start('it')
    const outcome = failing.then(
      () => 'started',
      () => 'failed',
    )
    await vi.advanceTimersByTimeAsync(2_000)
    expect(await outcome).toBe('failed')
    expect(down.calls).toHaveLength(3)

    const refusing = fakeEdge({
      session: () => Response.json({ error: { code: 'unknown_market' } }, { status: 400 }),
    })
    await expect(
      createSessionManager({ bus: getShopBus(), fetch: refusing.fetchImpl }).start('xx'),
    ).rejects.toThrow()
    expect(refusing.calls).toHaveLength(1)
  })

  it('refuses a token answer with no expiry it can read, instead of publishing a token it cannot renew in time', async () => {
    const edge = fakeEdge({
      session: () => Response.json({ accessToken: 'guest-1', expiresAt: 'soon', scope: 'market:code:it' }),
    })
    const seen = sessions()
    await expect(
      createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl }).start('it'),
    ).rejects.toThrow('TOKEN_ERROR')
    expect(seen).toEqual([])
  })

  it("renews a customer's token through the session grant and turns guest when the cookie is gone", async () => {
    let customer = true
    const edge = fakeEdge({
      session: () =>
        token(customer ? 'customer' : 'guest-after', 10 * 60_000, customer ? 'cust-1' : undefined)(),
    })
    const seen = sessions()
    localStorage.setItem(storageKeys.user, JSON.stringify({ email: 'ada@example.com' }))
    await createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl }).start('it')
    customer = false
    await vi.advanceTimersByTimeAsync(9 * 60_000 + 1_000)
    expect(edge.calls.map((call) => call.body?.grant)).toEqual(['session', 'session'])
    expect(seen.map((s) => [s.kind, s.reason])).toEqual([
      ['customer', 'init'],
      ['guest', 'refresh'],
    ])
    expect(localStorage.getItem(storageKeys.user)).toBeNull()
  })

  it.each([
    ['the edge answers 503', () => Response.json({ error: { code: 'generic_error' } }, { status: 503 })],
    [
      'the network is gone',
      () => {
        throw new TypeError('Failed to fetch')
      },
    ],
  ])("keeps a customer's session when a renewal fails because %s, and tries again", async (_, failure) => {
    let failing = true
    const edge = fakeEdge({
      session: () => (failing ? failure() : token('customer-2', 10 * 60_000, 'cust-1')()),
      guest: () => token('guest', 10 * 60_000)(),
    })
    const seen = sessions()
    localStorage.setItem(storageKeys.user, JSON.stringify({ email: 'ada@example.com' }))
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl })
    failing = false
    await manager.start('it')
    failing = true
    await vi.advanceTimersByTimeAsync(9 * 60_000 + 1_000)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(edge.calls.map((call) => call.body?.grant)).toEqual(['session', 'session', 'session'])
    failing = false
    await vi.advanceTimersByTimeAsync(15_000)
    expect(edge.calls.map((call) => call.body?.grant)).toEqual(['session', 'session', 'session', 'session'])
    expect(seen.map((s) => [s.kind, s.reason])).toEqual([
      ['customer', 'init'],
      ['customer', 'refresh'],
    ])
    expect(localStorage.getItem(storageKeys.user)).not.toBeNull()
  })

  it('names the token the API refused when it starts over: the edge shares a guest token, and would hand it back', async () => {
    let issued = 0
    const edge = fakeEdge({ guest: () => token(`guest-${++issued}`, 3_600_000)() })
    const seen = sessions()
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl })
    await manager.start('it')
    expect(edge.calls.at(-1)?.body).toEqual({ grant: 'session', market: 'it' })
    await manager.reinitialise()
    expect(edge.calls.at(-1)?.body).toEqual({ grant: 'session', market: 'it', refused: 'guest-1' })
    expect(seen.at(-1)).toMatchObject({ accessToken: 'guest-2', reason: 'unauthorized' })
    // A renewal refused nothing: it names no token.
    await manager.renew()
    expect(edge.calls.at(-1)?.body).toEqual({ grant: 'guest', market: 'it' })
  })

  it('starts, logs in and starts over when the browser refuses local storage', async () => {
    vi.spyOn(globalThis, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    const edge = fakeEdge({
      guest: () => token('guest', 10 * 60_000)(),
      password: () => token('customer', 10 * 60_000, 'cust-1')(),
    })
    const seen = sessions()
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl })
    await manager.start('it')
    await expect(manager.logIn('ada@example.com', 'secret123')).resolves.toEqual({ ok: true })
    await manager.reinitialise()
    expect(seen.map((s) => [s.kind, s.email])).toEqual([
      ['guest', undefined],
      ['customer', 'ada@example.com'],
      ['guest', undefined],
    ])
    vi.restoreAllMocks()
  })

  it('renews the token before it expires, without anyone asking', async () => {
    let n = 0
    const edge = fakeEdge({ guest: () => token(`guest-${++n}`, 10 * 60_000)() })
    // Started by the session grant, renewed by the guest grant: both answer from one counter.
    const seen = sessions()
    await createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl }).start('it')
    await vi.advanceTimersByTimeAsync(9 * 60_000 + 1_000)
    expect(seen.map((s) => [s.accessToken, s.reason])).toEqual([
      ['guest-1', 'init'],
      ['guest-2', 'refresh'],
    ])
  })

  it.each([
    ['an hour slow', 3_600_000],
    ['an hour fast', -3_600_000],
  ])('renews by the seconds the edge says are left when the computer clock is %s', async (_, apiAhead) => {
    let n = 0
    const edge = fakeEdge({
      guest: () =>
        Response.json({
          accessToken: `guest-${++n}`,
          // The API's clock: the edge's expiry means nothing to a computer set an hour off.
          expiresAt: new Date(Date.now() + apiAhead + 10 * 60_000).toISOString(),
          expiresIn: 600,
          scope: 'market:code:it',
        }),
    })
    const seen = sessions()
    await createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl }).start('it')
    expect(seen[0]?.expiresAt).toBe(Date.now() + 600_000)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(seen).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(8 * 60_000 + 1_000)
    expect(seen.map((s) => s.accessToken)).toEqual(['guest-1', 'guest-2'])
  })

  // JSON has no NaN, but an exponent past a double's range parses to Infinity.
  it.each([
    ['negative', '-5'],
    ['a string', '"600"'],
    ['null', 'null'],
    ['past any number', '1e400'],
  ])('takes the API’s expiry when the seconds the edge says are left are %s', async (_, expiresIn) => {
    const apiExpiry = Date.now() + 10 * 60_000
    const edge = fakeEdge({
      guest: () =>
        new Response(
          `{"accessToken":"guest-1","expiresAt":"${new Date(apiExpiry).toISOString()}","expiresIn":${expiresIn},"scope":"market:code:it"}`,
          { headers: { 'content-type': 'application/json' } },
        ),
    })
    const seen = sessions()
    await createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl }).start('it')
    expect(seen.map((s) => [s.accessToken, s.expiresAt])).toEqual([['guest-1', apiExpiry]])
  })

  it('on an unauthorized call keeps a customer whose refresh cookie still holds signed in, dropping the cart id', async () => {
    const edge = fakeEdge({
      guest: token('guest', 3_600_000),
      password: token('c1', 3_600_000, 'cust-9'),
      session: token('c2', 3_600_000, 'cust-9'),
    })
    const seen = sessions()
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl })
    await manager.start('it')
    await manager.logIn('ada@example.com', 'secret1')
    localStorage.setItem(storageKeys.cartId('it'), 'order-1')
    await manager.reinitialise()
    expect(edge.calls.at(-1)?.body).toEqual({ grant: 'session', market: 'it', refused: 'c1' })
    expect(localStorage.getItem(storageKeys.cartId('it'))).toBeNull()
    expect(seen.at(-1)).toMatchObject({
      kind: 'customer',
      accessToken: 'c2',
      customerId: 'cust-9',
      email: 'ada@example.com',
      reason: 'unauthorized',
    })
  })

  it('on an unauthorized call forgets the e-mail of a customer the refresh cookie no longer names', async () => {
    const edge = fakeEdge({
      guest: token('guest', 3_600_000),
      password: token('c1', 3_600_000, 'cust-9'),
      session: token('other', 3_600_000, 'cust-2'),
    })
    const seen = sessions()
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl })
    await manager.start('it')
    await manager.logIn('ada@example.com', 'secret1')
    await manager.reinitialise()
    expect(seen.at(-1)).toMatchObject({ kind: 'customer', customerId: 'cust-2' })
    expect(seen.at(-1)?.email).toBeUndefined()
  })

  it('on a page load shows no e-mail remembered for another customer than the refresh cookie names', async () => {
    localStorage.setItem(storageKeys.user, JSON.stringify({ email: 'ada@example.com', customerId: 'cust-9' }))
    const edge = fakeEdge({ session: token('other', 3_600_000, 'cust-2') })
    const seen = sessions()
    await createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl }).start('it')
    expect(seen.at(-1)).toMatchObject({ kind: 'customer', customerId: 'cust-2' })
    expect(seen.at(-1)?.email).toBeUndefined()
    expect(localStorage.getItem(storageKeys.user)).toBeNull()
  })

  it('logs in with the address as accounts know it: trimmed, in lower case', async () => {
    const edge = fakeEdge({ guest: token('g', 3_600_000), password: token('c', 3_600_000, 'cust-9') })
    const seen = sessions()
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl })
    await manager.start('it')
    await manager.logIn('  Ada.Rossi@Example.COM ', 'secret1')
    expect(edge.calls.at(-1)?.body).toMatchObject({ username: 'ada.rossi@example.com' })
    expect(seen.at(-1)?.email).toBe('ada.rossi@example.com')
  })

  it('on an unauthorized call keeps a guest’s cart id, for the new guest token to read, and drops the user', async () => {
    const edge = fakeEdge({ guest: token('fresh', 3_600_000) })
    const seen = sessions()
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl })
    await manager.start('it')
    localStorage.setItem(storageKeys.cartId('it'), 'order-1')
    localStorage.setItem(storageKeys.user, JSON.stringify({ email: 'ada@example.com' }))
    await manager.reinitialise()
    expect(localStorage.getItem(storageKeys.cartId('it'))).toBe('order-1')
    expect(localStorage.getItem(storageKeys.user)).toBeNull()
    expect(seen.at(-1)).toMatchObject({ kind: 'guest', accessToken: 'fresh', reason: 'unauthorized' })
  })

  it('on an unauthorized call hands a customer’s cart id to no guest the failed refresh cookie brings', async () => {
    const edge = fakeEdge({ password: token('c1', 3_600_000, 'cust-9'), session: token('g', 3_600_000) })
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl })
    await manager.start('it')
    await manager.logIn('ada@example.com', 'secret1')
    localStorage.setItem(storageKeys.cartId('it'), 'ada-order')
    // What the cart would read as the guest's session arrives.
    const storedAtGuest: (string | null)[] = []
    getShopBus().subscribe('session:changed', (session) => {
      if (session.kind === 'guest') storedAtGuest.push(localStorage.getItem(storageKeys.cartId('it')))
    })
    await manager.reinitialise()
    expect(storedAtGuest).toEqual([null])
  })

  it('on an unauthorized call forgets the gift messages of a customer who comes back a guest', async () => {
    const edge = fakeEdge({ password: token('c1', 3_600_000, 'cust-9'), session: token('g', 3_600_000) })
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl })
    await manager.start('it')
    await manager.logIn('ada@example.com', 'secret1')
    localStorage.setItem(storageKeys.giftMessage('it'), '{"orderId":"o1","message":"Via Roma 1"}')
    localStorage.setItem(`${storageKeys.giftMessage('it')}:draft`, '{"orderId":"o1","message":"Mario"}')
    await manager.reinitialise()
    expect(localStorage.getItem(storageKeys.giftMessage('it'))).toBeNull()
    expect(localStorage.getItem(`${storageKeys.giftMessage('it')}:draft`)).toBeNull()
  })

  it('on an unauthorized call keeps the gift message of a guest who comes back a guest', async () => {
    const edge = fakeEdge({ guest: token('g', 3_600_000) })
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl })
    await manager.start('it')
    localStorage.setItem(storageKeys.giftMessage('it'), '{"orderId":"o1","message":"Auguri"}')
    await manager.reinitialise()
    expect(localStorage.getItem(storageKeys.giftMessage('it'))).not.toBeNull()
  })

  it('on an unauthorized call drops a guest’s cart id when the refresh cookie brings a customer', async () => {
    let signedIn = false
    const edge = fakeEdge({
      session: () => (signedIn ? token('c', 3_600_000, 'cust-9')() : token('g', 3_600_000)()),
    })
    const seen = sessions()
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl })
    await manager.start('it')
    localStorage.setItem(storageKeys.cartId('it'), 'guest-order')
    signedIn = true
    await manager.reinitialise()
    expect(seen.at(-1)).toMatchObject({ kind: 'customer', reason: 'unauthorized' })
    expect(localStorage.getItem(storageKeys.cartId('it'))).toBeNull()
  })

  it('logs a customer in with the password grant and remembers the e-mail', async () => {
    const edge = fakeEdge({ guest: token('g', 3_600_000), password: token('c', 3_600_000, 'cust-9') })
    const seen = sessions()
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl })
    await manager.start('de')
    expect(await manager.logIn('ada@example.com', 'secret1')).toEqual({ ok: true })
    expect(edge.calls.at(-1)?.body).toEqual({
      grant: 'password',
      market: 'de',
      username: 'ada@example.com',
      password: 'secret1',
    })
    expect(seen.at(-1)).toMatchObject({ kind: 'customer', email: 'ada@example.com', reason: 'login' })
  })

  it('answers a refused login with the edge error code and keeps the guest session', async () => {
    const edge = fakeEdge({
      guest: token('g', 3_600_000),
      password: () => Response.json({ error: { code: 'WRONG_CREDENTIALS' } }, { status: 400 }),
    })
    const seen = sessions()
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl })
    await manager.start('it')
    expect(await manager.logIn('ada@example.com', 'wrong')).toEqual({
      ok: false,
      errorCode: 'WRONG_CREDENTIALS',
    })
    expect(seen).toHaveLength(1)
  })

  it('logs out at the edge, forgets the user and continues as a guest', async () => {
    const edge = fakeEdge({ session: token('c', 3_600_000, 'cust-1'), guest: token('g', 3_600_000) })
    const seen = sessions()
    localStorage.setItem(storageKeys.user, JSON.stringify({ email: 'ada@example.com' }))
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl })
    await manager.start('it')
    expect(await manager.logOut()).toBe(true)
    const logout = edge.calls.find((call) => call.url === '/api/logout')
    // The customer's access token, for the edge to revoke: it would open the account until it expires.
    expect(logout?.headers.get('authorization')).toBe('Bearer c')
    expect(seen.at(-1)).toMatchObject({ kind: 'guest', reason: 'logout' })
    expect(seen.at(-1)).not.toHaveProperty('email')
    expect(localStorage.getItem(storageKeys.user)).toBeNull()
  })

  it('keeps the customer signed in, and says so, when the edge cannot sign them out', async () => {
    const edge = fakeEdge({ session: token('c', 3_600_000, 'cust-1'), guest: token('g', 3_600_000) })
    const offline = vi.fn(async (url: string | URL | Request, init?: RequestInit) =>
      String(url) === '/api/logout'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : edge.fetchImpl(url, init),
    )
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const seen = sessions()
    localStorage.setItem(storageKeys.user, JSON.stringify({ email: 'ada@example.com' }))
    const manager = createSessionManager({ bus: getShopBus(), fetch: offline as unknown as typeof fetch })
    await manager.start('it')
    expect(await manager.logOut()).toBe(false)
    expect(seen.map((session) => session.kind)).toEqual(['customer'])
    expect(localStorage.getItem(storageKeys.user)).toContain('ada@example.com')
    expect(edge.calls.filter((call) => call.body?.grant === 'guest')).toEqual([])
  })

  it('forgets the user at once once the edge signed them out, and keeps asking for the guest token', async () => {
    let down = true
    const edge = fakeEdge({
      session: token('c', 3_600_000, 'cust-1'),
      guest: () => (down ? new Response('busy', { status: 503 }) : token('g', 3_600_000)()),
    })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const seen = sessions()
    localStorage.setItem(storageKeys.user, JSON.stringify({ email: 'ada@example.com' }))
    localStorage.setItem(storageKeys.giftMessage('de'), '{"orderId":"o1","message":"Via Roma 1"}')
    localStorage.setItem(`${storageKeys.giftMessage('it')}:draft`, '{"orderId":"o2","message":"Mario"}')
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl })
    await manager.start('it')

    const loggedOut = manager.logOut()
    await vi.advanceTimersByTimeAsync(2_000)
    // Signed out is what happened: "could not sign you out" would send the shopper to try again.
    expect(await loggedOut).toBe(true)
    expect(localStorage.getItem(storageKeys.user)).toBeNull()
    expect(localStorage.getItem(storageKeys.giftMessage('de'))).toBeNull()
    expect(localStorage.getItem(`${storageKeys.giftMessage('it')}:draft`)).toBeNull()

    down = false
    await vi.advanceTimersByTimeAsync(5_000)
    expect(seen.at(-1)).toMatchObject({ kind: 'guest', reason: 'logout' })

    // The pauses start over once the guest came: the next renewal that fails is asked again soon.
    down = true
    await vi.advanceTimersByTimeAsync(59 * 60_000)
    const asked = edge.calls.length
    down = false
    await vi.advanceTimersByTimeAsync(5_500)
    expect(edge.calls.length).toBeGreaterThan(asked)
    expect(seen.at(-1)).toMatchObject({ kind: 'guest', reason: 'refresh' })
  })

  it('answers a logout the edge refused as failed too', async () => {
    const edge = fakeEdge({ session: token('c', 3_600_000, 'cust-1'), guest: token('g', 3_600_000) })
    const refusing = vi.fn(async (url: string | URL | Request, init?: RequestInit) =>
      String(url) === '/api/logout' ? new Response('down', { status: 503 }) : edge.fetchImpl(url, init),
    )
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const manager = createSessionManager({ bus: getShopBus(), fetch: refusing as unknown as typeof fetch })
    await manager.start('it')
    expect(await manager.logOut()).toBe(false)
  })

  it('keeps the renewal on its way when the edge cannot sign the customer out', async () => {
    let answerRenewal = () => {}
    const renewed = new Promise<void>((resolve) => {
      answerRenewal = resolve
    })
    let asked = 0
    const edge = fakeEdge({
      session: () => {
        asked += 1
        if (asked === 1) return token('first', 3_600_000, 'cust-1')()
        return renewed.then(token('renewed', 3_600_000, 'cust-1'))
      },
    })
    const refusing = vi.fn(async (url: string | URL | Request, init?: RequestInit) =>
      String(url) === '/api/logout' ? new Response('down', { status: 503 }) : edge.fetchImpl(url, init),
    )
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const seen = sessions()
    const manager = createSessionManager({ bus: getShopBus(), fetch: refusing as unknown as typeof fetch })
    await manager.start('it')
    const renewing = manager.renew()
    await vi.advanceTimersByTimeAsync(0)

    expect(await manager.logOut()).toBe(false)
    answerRenewal()
    await renewing

    // Still signed in, so still renewed: dropped, the page's token would expire unrenewed.
    expect(seen.at(-1)).toMatchObject({ kind: 'customer', accessToken: 'renewed', reason: 'refresh' })
  })

  it('after a 401, keeps asking for a session until the edge answers', async () => {
    let down = true
    const edge = fakeEdge({
      guest: () =>
        down
          ? Response.json({ error: { code: 'generic_error' } }, { status: 502 })
          : token('fresh', 3_600_000)(),
    })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const seen = sessions()
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl })
    down = false
    await manager.start('it')
    down = true
    const reinitialised = manager.reinitialise()
    await vi.advanceTimersByTimeAsync(2_000)
    await reinitialised
    // Three tries at once (the first and two retries), then one after the first pause.
    expect(edge.calls.slice(1).filter((call) => call.body?.grant === 'session')).toHaveLength(3)
    expect(seen.at(-1)?.reason).toBe('init')
    down = false
    await vi.advanceTimersByTimeAsync(6_000)
    expect(seen.at(-1)).toMatchObject({ kind: 'guest', accessToken: 'fresh', reason: 'unauthorized' })
  })

  it('ignores an answer for a market the visitor already left', async () => {
    let release: (response: Response) => void = () => undefined
    const slow = new Promise<Response>((resolve) => {
      release = resolve
    })
    const edge = fakeEdge({ guest: token('gb', 3_600_000) })
    // Italy's guest token is slow to come; Great Britain's arrives at once.
    const fetchImpl = vi.fn((url: string, init?: RequestInit) =>
      String(init?.body) === '{"grant":"session","market":"it"}' ? slow : edge.fetchImpl(url, init),
    ) as unknown as typeof fetch
    const seen = sessions()
    const manager = createSessionManager({ bus: getShopBus(), fetch: fetchImpl })
    const first = manager.start('it')
    await vi.advanceTimersByTimeAsync(0)
    await manager.start('gb', 'market')
    release(token('it-late', 3_600_000)())
    await first
    expect(seen.map((s) => s.marketCode)).toEqual(['gb'])
  })

  it('stops renewing once disposed', async () => {
    const edge = fakeEdge({ guest: token('g', 120_000) })
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl })
    await manager.start('it')
    const before = edge.calls.length
    manager.dispose()
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(edge.calls.length).toBe(before)
  })

  it('counts a 500 from the edge as passing and asks again', async () => {
    let calls = 0
    const edge = fakeEdge({
      session: () =>
        ++calls === 1
          ? Response.json({ error: { code: 'generic_error' } }, { status: 500 })
          : token('second-time', 3_600_000)(),
    })
    const seen = sessions()
    const started = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl }).start('it')
    await vi.advanceTimersByTimeAsync(500)
    await started
    expect(edge.calls).toHaveLength(2)
    expect(seen.at(-1)).toMatchObject({ accessToken: 'second-time' })
  })

  it('renews only the token on the page, not one a login replaced', async () => {
    const edge = fakeEdge({ guest: token('g', 10 * 60_000), password: token('c', 60 * 60_000, 'cust-1') })
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl })
    await manager.start('it')
    await manager.logIn('ada@example.com', 'secret1')
    // The guest's token would have been renewed now; the customer's lasts an hour.
    await vi.advanceTimersByTimeAsync(9 * 60_000 + 1_000)
    expect(edge.calls.map((call) => call.body?.grant)).toEqual(['session', 'password'])
  })

  /** The guest grant's answers held from the first `hold()` on, until the returned opener is called. */
  function heldGuest() {
    let held: Promise<void> | null = null
    let open = () => {}
    const answer = token('g', 10 * 60_000)
    return {
      guest: async () => {
        await held
        return answer()
      },
      hold: () => {
        held = new Promise((resolve) => {
          open = resolve
        })
        return () => open()
      },
    }
  }

  it('drops the answer of a renewal that a login overtook, keeping the customer signed in', async () => {
    const guest = heldGuest()
    const edge = fakeEdge({ guest: guest.guest, password: token('c', 60 * 60_000, 'cust-1') })
    const seen = sessions()
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl })
    await manager.start('it')
    // The guest's renewal is on its way when the customer signs in, and comes back after.
    const open = guest.hold()
    const renewal = manager.renew()
    await manager.logIn('ada@example.com', 'secret1')
    open()
    await renewal
    expect(edge.calls.map((call) => call.body?.grant)).toEqual(['session', 'guest', 'password'])
    expect(seen.map((s) => [s.kind, s.reason])).toEqual([
      ['guest', 'init'],
      ['customer', 'login'],
    ])
  })

  it('lets a renewal on its way land when a login is refused, and renews on time after it', async () => {
    const guest = heldGuest()
    const edge = fakeEdge({
      guest: guest.guest,
      password: () => Response.json({ error: { code: 'WRONG_CREDENTIALS' } }, { status: 400 }),
    })
    const seen = sessions()
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl })
    await manager.start('it')
    const open = guest.hold()
    const renewal = manager.renew()
    expect(await manager.logIn('ada@example.com', 'wrong')).toMatchObject({ ok: false })
    open()
    await renewal
    // Dropped, it would leave the page's token to expire with no renewal timed.
    expect(seen.map((s) => [s.kind, s.reason])).toEqual([
      ['guest', 'init'],
      ['guest', 'refresh'],
    ])
    await vi.advanceTimersByTimeAsync(9 * 60_000 + 1_000)
    expect(edge.calls.map((call) => call.body?.grant)).toEqual(['session', 'guest', 'password', 'guest'])
  })

  /** The edge's answer, or its refusal of the grant while `refusing.now` is true. */
  const refusable = (refusing: { now: boolean }, answer: () => Response) => () =>
    refusing.now ? Response.json({ error: { code: 'TOKEN_ERROR' } }, { status: 401 }) : answer()

  it('tries the renewal again later when its guest fallback fails too, rather than never again', async () => {
    const refusing = { now: false }
    const edge = fakeEdge({
      session: refusable(refusing, token('customer', 10 * 60_000, 'cust-1')),
      guest: refusable(refusing, token('g', 10 * 60_000)),
    })
    await createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl }).start('it')
    refusing.now = true
    await vi.advanceTimersByTimeAsync(9 * 60_000 + 1_000)
    const tried = edge.calls.length
    refusing.now = false
    await vi.advanceTimersByTimeAsync(60_000)
    expect(edge.calls.length).toBeGreaterThan(tried)
  })

  it('starts a guest session when the edge refuses a renewal, instead of keeping an expiring token', async () => {
    const refusing = { now: false }
    const edge = fakeEdge({
      session: refusable(refusing, token('customer', 10 * 60_000, 'cust-1')),
      guest: token('guest-after', 10 * 60_000),
    })
    const seen = sessions()
    await createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl }).start('it')
    refusing.now = true
    await vi.advanceTimersByTimeAsync(9 * 60_000 + 1_000)
    expect(edge.calls.map((call) => call.body?.grant)).toEqual(['session', 'session', 'guest'])
    expect(seen.map((s) => [s.kind, s.reason])).toEqual([
      ['customer', 'init'],
      ['guest', 'refresh'],
    ])
  })

  it('keeps trying a renewal the edge cannot answer once a minute at most, however long it stays down', async () => {
    let down = false
    const edge = fakeEdge({
      guest: () => (down ? new Response('down', { status: 503 }) : token('g', 10 * 60_000)()),
    })
    await createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl }).start('it')
    down = true
    // The renewal at 9 minutes, then its retries after 5, 15, 30 and 60 s…
    await vi.advanceTimersByTimeAsync(9 * 60_000 + 110_000)
    expect(edge.calls).toHaveLength(6)
    // …and after that a minute apart, the last pause repeating.
    await vi.advanceTimersByTimeAsync(59_000)
    expect(edge.calls).toHaveLength(6)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(edge.calls).toHaveLength(7)
  })

  it('tries a renewal that fails again after the shortest pause once one has succeeded since', async () => {
    let down = false
    const edge = fakeEdge({
      guest: () => (down ? new Response('down', { status: 503 }) : token('g', 10 * 60_000)()),
    })
    await createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl }).start('it')
    down = true
    await vi.advanceTimersByTimeAsync(9 * 60_000 + 1_000)
    down = false
    // The retry after 5 s renews the token: the edge is back.
    await vi.advanceTimersByTimeAsync(5_000)
    expect(edge.calls).toHaveLength(3)
    down = true
    await vi.advanceTimersByTimeAsync(9 * 60_000 + 1_000)
    expect(edge.calls).toHaveLength(4)
    // A new outage starts from the first pause, not where the last one left off (15 s).
    await vi.advanceTimersByTimeAsync(5_000)
    expect(edge.calls).toHaveLength(5)
  })

  it('tries a renewal that fails after the shortest pause once a 401’s guest session has come', async () => {
    let down = false
    const edge = fakeEdge({
      guest: () => (down ? new Response('down', { status: 503 }) : token('g', 10 * 60_000)()),
    })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl })
    await manager.start('it')
    down = true
    const reinitialised = manager.reinitialise()
    await vi.advanceTimersByTimeAsync(2_000)
    await reinitialised
    down = false
    // The 401's guest session comes at its retry after the first pause: the edge is back.
    await vi.advanceTimersByTimeAsync(5_000)
    const answered = edge.calls.length
    down = true
    await vi.advanceTimersByTimeAsync(9 * 60_000 + 1_000)
    expect(edge.calls).toHaveLength(answered + 1)
    // A new outage starts from the first pause, not where the 401's left off (15 s).
    await vi.advanceTimersByTimeAsync(5_000)
    expect(edge.calls).toHaveLength(answered + 2)
  })

  it('forgets the cart the bus replays when a 401 drops the cart', async () => {
    const edge = fakeEdge({ guest: token('fresh', 3_600_000) })
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl })
    await manager.start('it')
    getShopBus().publish('cart:updated', {
      marketCode: 'it',
      orderId: 'order-1',
      itemsCount: 2,
      totalCents: 4280,
      currency: 'EUR',
      formattedTotal: '€42.80',
    })
    await manager.reinitialise()
    // A remote mounting now must not be handed the cart that is gone.
    expect(getShopBus().last('cart:updated')).toBeUndefined()
  })

  it('publishes nothing once disposed, not even an answer already on its way', async () => {
    let release: (response: Response) => void = () => undefined
    const slow = new Promise<Response>((resolve) => {
      release = resolve
    })
    const seen = sessions()
    const manager = createSessionManager({
      bus: getShopBus(),
      fetch: (() => slow) as unknown as typeof fetch,
    })
    const started = manager.start('it')
    manager.dispose()
    release(token('late', 3_600_000)())
    await started
    expect(seen).toEqual([])
  })

  it.each([
    ['a logout', 'guest', (manager: SessionManager) => manager.logOut()],
    ['a login', 'password', (manager: SessionManager) => manager.logIn('ada@example.com', 'secret1')],
  ])('ignores the token %s brings once the visitor moved to another market', async (_, grant, act) => {
    let release: (response: Response) => void = () => undefined
    const slow = new Promise<Response>((resolve) => {
      release = resolve
    })
    const edge = fakeEdge({ session: (body) => token(`${body.market}-token`, 3_600_000)() })
    // The Italian answer to the logout or login is slow to come; the British session arrives at once.
    const fetchImpl = vi.fn((url: string, init?: RequestInit) =>
      String(init?.body).startsWith(`{"grant":"${grant}","market":"it"`) ? slow : edge.fetchImpl(url, init),
    ) as unknown as typeof fetch
    const seen = sessions()
    const manager = createSessionManager({ bus: getShopBus(), fetch: fetchImpl })
    await manager.start('it')
    const pending = act(manager)
    await vi.advanceTimersByTimeAsync(0)
    await manager.start('gb', 'market')
    release(token('it-late', 3_600_000, 'cust-1')())
    await pending
    expect(seen.map((s) => s.accessToken)).toEqual(['it-token', 'gb-token'])
  })

  it('does not sign out a customer who logged in while a 401’s guest session could not start', async () => {
    let down = true
    const edge = fakeEdge({
      session: token('g', 3_600_000),
      guest: () => (down ? new Response('down', { status: 502 }) : token('g2', 3_600_000)()),
      password: token('c', 3_600_000, 'cust-1'),
    })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const seen = sessions()
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl })
    await manager.start('it')
    const reinitialised = manager.reinitialise()
    await manager.logIn('ada@example.com', 'secret1')
    await vi.advanceTimersByTimeAsync(2_000)
    await reinitialised
    down = false
    // The failed start over is not tried again: the login's session is the newer one.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(seen.map((s) => [s.kind, s.reason])).toEqual([
      ['guest', 'init'],
      ['customer', 'login'],
    ])
    expect(localStorage.getItem(storageKeys.user)).toContain('ada@example.com')
  })
})

describe('session manager beside other tabs of the shop', () => {
  afterEach(() => vi.unstubAllGlobals())

  /** The other tabs, played by the test: what this tab tells them, and a way to tell it. */
  function otherTabs() {
    const told: SessionNews[] = []
    let hear: (news: SessionNews) => void = () => {}
    const tabs: SessionTabs = {
      tell: (news) => told.push(news),
      listen(onNews) {
        hear = onNews
        return () => {
          hear = () => {}
        }
      },
      close: () => {},
    }
    return { tabs, told, say: (news: SessionNews) => hear(news) }
  }

  it('tells the other tabs of a sign-in and a sign-out, not of a refused one', async () => {
    let password = 'wrong'
    const edge = fakeEdge({
      guest: token('g', 3_600_000),
      password: (body) =>
        (body as Grant & { password: string }).password === password
          ? token('c', 3_600_000, 'cust-1')()
          : Response.json({ error: { code: 'WRONG_CREDENTIALS' } }, { status: 400 }),
    })
    const { tabs, told } = otherTabs()
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl, tabs })
    await manager.start('it')
    await manager.logIn('ada@example.com', 'secret1')
    expect(told).toEqual([])
    password = 'secret1'
    await manager.logIn('ada@example.com', 'secret1')
    expect(told).toEqual(['signed-in'])
    await manager.logOut()
    expect(told).toEqual(['signed-in', 'signed-out'])
    manager.dispose()
  })

  it('follows a sign-in in another tab: the refresh cookie’s customer, announced as other-tab', async () => {
    let signedIn = false
    const edge = fakeEdge({
      guest: token('g', 3_600_000),
      session: () => (signedIn ? token('c', 3_600_000, 'cust-1')() : token('g', 3_600_000)()),
    })
    const seen = sessions()
    const { tabs, say } = otherTabs()
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl, tabs })
    await manager.start('it')
    // The other tab signed in: its cookie and the e-mail it stored are this browser's.
    signedIn = true
    localStorage.setItem(storageKeys.user, JSON.stringify({ email: 'ada@example.com' }))
    say('signed-in')
    await vi.waitFor(() =>
      expect(seen.at(-1)).toMatchObject({
        kind: 'customer',
        customerId: 'cust-1',
        email: 'ada@example.com',
        reason: 'other-tab',
      }),
    )
    // Already a customer: the same news again asks for nothing.
    const asked = edge.calls.length
    say('signed-in')
    await Promise.resolve()
    expect(edge.calls).toHaveLength(asked)
    manager.dispose()
  })

  it('follows a sign-out in another tab: a guest, the e-mail forgotten, announced as other-tab', async () => {
    const edge = fakeEdge({ session: token('c', 3_600_000, 'cust-1'), guest: token('g', 3_600_000) })
    const seen = sessions()
    localStorage.setItem(storageKeys.user, JSON.stringify({ email: 'ada@example.com' }))
    const { tabs, say } = otherTabs()
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl, tabs })
    await manager.start('it')
    expect(seen.at(-1)).toMatchObject({ kind: 'customer' })
    say('signed-out')
    await vi.waitFor(() => expect(seen.at(-1)).toMatchObject({ kind: 'guest', reason: 'other-tab' }))
    expect(seen.at(-1)).not.toHaveProperty('email')
    expect(localStorage.getItem(storageKeys.user)).toBeNull()
    // The other tab already signed out at the edge: this one does not again.
    expect(edge.calls.map((call) => call.url)).not.toContain('/api/logout')
    manager.dispose()
  })

  it('hears nothing once disposed', async () => {
    const edge = fakeEdge({ session: token('c', 3_600_000, 'cust-1'), guest: token('g', 3_600_000) })
    const { tabs, say } = otherTabs()
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl, tabs })
    await manager.start('it')
    manager.dispose()
    const asked = edge.calls.length
    say('signed-out')
    await Promise.resolve()
    expect(edge.calls).toHaveLength(asked)
  })

  it('asks again for the customer’s session after a failed follow, not for a guest’s renewal', async () => {
    vi.useFakeTimers()
    try {
      let signedIn = false
      let down = false
      const edge = fakeEdge({
        guest: token('g', 3_600_000),
        session: () =>
          down
            ? new Response('down', { status: 503 })
            : signedIn
              ? token('c', 3_600_000, 'cust-1')()
              : token('g', 3_600_000)(),
      })
      vi.spyOn(console, 'error').mockImplementation(() => undefined)
      const seen = sessions()
      const { tabs, say } = otherTabs()
      const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl, tabs })
      await manager.start('it')
      signedIn = true
      down = true
      say('signed-in')
      await vi.advanceTimersByTimeAsync(0)
      down = false
      await vi.advanceTimersByTimeAsync(5_000)
      expect(seen.at(-1)).toMatchObject({ kind: 'customer', reason: 'other-tab' })
      expect(edge.calls.filter((call) => call.body?.grant === 'guest')).toEqual([])
      manager.dispose()
    } finally {
      vi.useRealTimers()
    }
  })

  it('lets a start on its way finish before following another tab, instead of dropping it', async () => {
    let answerStart: () => void = () => {}
    let starts = 0
    const edge = fakeEdge({
      session: () => {
        starts += 1
        if (starts > 1) return token('c', 3_600_000, 'cust-1')()
        return new Promise<Response>((resolve) => {
          answerStart = () => resolve(token('g', 3_600_000)())
        })
      },
    })
    const seen = sessions()
    const { tabs, say } = otherTabs()
    const manager = createSessionManager({ bus: getShopBus(), fetch: edge.fetchImpl, tabs })
    const starting = manager.start('it')
    say('signed-in')
    answerStart()
    await starting
    await vi.waitFor(() => expect(seen.map((session) => session.reason)).toEqual(['init', 'other-tab']))
    expect(seen.at(-1)).toMatchObject({ kind: 'customer' })
    manager.dispose()
  })
})
