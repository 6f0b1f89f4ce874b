import { afterEach, describe, expect, it, vi } from 'vitest'
import { BusPayloadError, createBus } from './bus'
import { channels } from './channels'
import { BusTimeoutError, newRequestId, requestAddItem, requestLogin } from './request'
import { getShopBus, resetShopBus } from './shop-bus'

afterEach(() => {
  vi.useRealTimers()
  resetShopBus()
})

const session = {
  kind: 'guest',
  accessToken: 'tok',
  expiresAt: 1,
  marketCode: 'it',
  reason: 'init',
} as const

describe('shop channel payloads', () => {
  it('accepts a guest session and refuses one without a token', () => {
    const bus = getShopBus()
    expect(bus.publish('session:changed', session).kind).toBe('guest')
    expect(() => bus.publish('session:changed', { ...session, accessToken: '' })).toThrow(BusPayloadError)
  })

  it('checks market, cart summary and navigation payloads', () => {
    const bus = getShopBus()
    const market = {
      marketId: 'm',
      marketCode: 'gb',
      country: 'GB',
      currency: 'GBP',
      locale: 'en',
      prefix: '/x',
    } as const
    expect(bus.publish('market:changed', market).currency).toBe('GBP')
    expect(() => bus.publish('market:changed', { ...market, currency: 'JPY' } as never)).toThrow(
      BusPayloadError,
    )
    const summary = {
      marketCode: 'it',
      orderId: null,
      itemsCount: 0,
      totalCents: 0,
      currency: 'EUR',
      formattedTotal: '0,00 €',
    } as const
    expect(bus.publish('cart:updated', summary).itemsCount).toBe(0)
    expect(() => bus.publish('cart:updated', { ...summary, itemsCount: -1 })).toThrow(BusPayloadError)
    expect(bus.publish('nav:intent', { screen: { name: 'product', code: 'X' } }).screen.name).toBe('product')
    expect(() => bus.publish('nav:intent', { screen: { name: 'p', code: { x: 1 } } } as never)).toThrow(
      BusPayloadError,
    )
  })

  it('checks the modal variants', () => {
    const bus = getShopBus()
    expect(bus.publish('shell:open-modal', { kind: 'auth', mode: 'login' }).kind).toBe('auth')
    expect(() => bus.publish('shell:open-modal', { kind: 'auth', mode: 'other' } as never)).toThrow(
      BusPayloadError,
    )
    expect(bus.publish('session:logout', {})).toEqual({ confirm: true })
  })

  it.each([
    ['an add without a code', 'cart:add-item', { requestId: 'r', kind: 'sku', code: '', quantity: 1 }],
    ['an add of half an item', 'cart:add-item', { requestId: 'r', kind: 'sku', code: 'X', quantity: 1.5 }],
    ['an add without a request id', 'cart:add-item', { requestId: '', kind: 'sku', code: 'X', quantity: 1 }],
    [
      'an add pressed in no market',
      'cart:add-item',
      { requestId: 'r', kind: 'sku', code: 'X', quantity: 1, marketCode: '' },
    ],
    [
      'an add from a list with no name',
      'cart:add-item',
      { requestId: 'r', kind: 'sku', code: 'X', quantity: 1, itemList: { id: 'category:wines', name: '' } },
    ],
    ['a limit of half an item', 'cart:add-item-result', { requestId: 'r', ok: false, maxQuantity: 0.5 }],
    [
      'a market whose country is no two-letter code',
      'market:changed',
      { marketId: 'm', marketCode: 'it', country: 'ITA', currency: 'EUR', locale: 'it', prefix: '/x' },
    ],
    ['a failure report that says nothing', 'shell:report-failure', { app: 'cart', kind: 'api', message: '' }],
  ] as const)('refuses %s', (_, channel, payload) => {
    expect(() => getShopBus().publish(channel, payload as never)).toThrow(BusPayloadError)
  })

  // Stripped, the cart could not tell an add pressed in Italy from one pressed where it now is.
  it('carries the market an add was pressed in to the cart, and an add without one as before', () => {
    const bus = getShopBus()
    const add = { requestId: 'r', kind: 'sku', code: 'X', quantity: 1 } as const
    expect(bus.publish('cart:add-item', { ...add, marketCode: 'it' }).marketCode).toBe('it')
    expect(bus.publish('cart:add-item', add)).not.toHaveProperty('marketCode')
  })

  it('carries analytics and order-placed events', () => {
    const bus = getShopBus()
    expect(bus.publish('analytics:event', { event: 'view_item' }).event).toBe('view_item')
    expect(() => bus.publish('analytics:event', { event: '' })).toThrow(BusPayloadError)
    expect(
      bus.publish('analytics:event', { event: 'search', params: { search_term: 'olio' } }).params,
    ).toEqual({
      search_term: 'olio',
    })
    // A parameter is a value GA4 can report, not an object.
    expect(() =>
      bus.publish('analytics:event', { event: 'search', params: { search_term: {} } } as never),
    ).toThrow(BusPayloadError)
    expect(bus.publish('checkout:order-placed', { orderId: 'o', marketCode: 'it' }).orderId).toBe('o')
  })
})

describe('requestAddItem', () => {
  it('resolves with the cart answer for its own request id only', async () => {
    const bus = getShopBus()
    bus.subscribe('cart:add-item', (request) => {
      bus.publish('cart:add-item-result', { requestId: 'someone-else', ok: false })
      bus.publish('cart:add-item-result', { requestId: request.requestId, ok: true })
    })
    await expect(requestAddItem(bus, { kind: 'sku', code: 'X', quantity: 2 })).resolves.toMatchObject({
      ok: true,
    })
    expect(bus.listenerCount('cart:add-item-result')).toBe(0)
  })

  it('waits for a cart that starts listening late, then sends it the request', async () => {
    vi.useFakeTimers()
    const bus = getShopBus()
    const answer = requestAddItem(bus, { kind: 'sku', code: 'X', quantity: 1 })
    await vi.advanceTimersByTimeAsync(3_000)
    const received: string[] = []
    bus.subscribe('cart:add-item', (request) => {
      received.push(request.code)
      bus.publish('cart:add-item-result', { requestId: request.requestId, ok: true })
    })
    await vi.advanceTimersByTimeAsync(200)
    await expect(answer).resolves.toMatchObject({ ok: true })
    expect(received).toEqual(['X'])
  })

  it('rejects when no cart listens within the arrival time, and sends nothing late', async () => {
    vi.useFakeTimers()
    const bus = getShopBus()
    const answer = requestAddItem(bus, { kind: 'sku', code: 'X', quantity: 1 }, { arrivalMs: 2_000 })
    const outcome = expect(answer).rejects.toBeInstanceOf(BusTimeoutError)
    await vi.advanceTimersByTimeAsync(2_100)
    await outcome
    const received: string[] = []
    bus.subscribe('cart:add-item', (request) => received.push(request.code))
    await vi.advanceTimersByTimeAsync(1_000)
    expect(received).toEqual([])
    expect(bus.listenerCount('cart:add-item-result')).toBe(0)
  })

  it('rejects at once when the shell reports the cart down, and stops waiting when it does', async () => {
    vi.useFakeTimers()
    const bus = getShopBus()
    bus.publish('shell:remotes-unavailable', { remotes: ['cart'] })
    const outcome = expect(
      requestAddItem(bus, { kind: 'sku', code: 'X', quantity: 1 }),
    ).rejects.toBeInstanceOf(BusTimeoutError)
    await vi.advanceTimersByTimeAsync(0)
    await outcome

    bus.publish('shell:remotes-unavailable', { remotes: [] })
    const waiting = requestAddItem(bus, { kind: 'sku', code: 'X', quantity: 1 })
    const settled = vi.fn()
    waiting.catch(settled)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(settled).not.toHaveBeenCalled()
    bus.publish('shell:remotes-unavailable', { remotes: ['cart'] })
    await vi.advanceTimersByTimeAsync(200)
    expect(settled).toHaveBeenCalledWith(expect.any(BusTimeoutError))
  })

  it('keeps waiting for the cart when another remote is down', async () => {
    vi.useFakeTimers()
    const bus = getShopBus()
    bus.publish('shell:remotes-unavailable', { remotes: ['checkout'] })
    const answer = requestAddItem(bus, { kind: 'sku', code: 'X', quantity: 1 })
    await vi.advanceTimersByTimeAsync(2_000)
    bus.subscribe('cart:add-item', ({ requestId }) =>
      bus.publish('cart:add-item-result', { requestId, ok: true }),
    )
    await vi.advanceTimersByTimeAsync(200)
    await expect(answer).resolves.toMatchObject({ ok: true })
  })

  it('rejects when a listening cart does not answer in time and leaves no listener', async () => {
    const bus = getShopBus()
    bus.subscribe('cart:add-item', () => {})
    await expect(
      requestAddItem(bus, { kind: 'sku', code: 'X', quantity: 1 }, { answerMs: 10 }),
    ).rejects.toBeInstanceOf(BusTimeoutError)
    expect(bus.listenerCount('cart:add-item-result')).toBe(0)
  })

  it('gives a cart that took the add as long as the add takes, and no longer', async () => {
    vi.useFakeTimers()
    const bus = getShopBus()
    const requests: string[] = []
    bus.subscribe('cart:add-item', ({ requestId }) => {
      requests.push(requestId)
      bus.publish('cart:add-item-accepted', { requestId })
    })
    const slow = requestAddItem(bus, { kind: 'sku', code: 'X', quantity: 1 }, { answerMs: 1_000 })
    await vi.advanceTimersByTimeAsync(60_000)
    bus.publish('cart:add-item-result', { requestId: requests[0] ?? '', ok: true })
    await expect(slow).resolves.toMatchObject({ ok: true })

    const stuck = requestAddItem(bus, { kind: 'sku', code: 'X', quantity: 1 }, { acceptedAnswerMs: 5_000 })
    const outcome = expect(stuck).rejects.toBeInstanceOf(BusTimeoutError)
    await vi.advanceTimersByTimeAsync(5_100)
    await outcome
    expect(bus.listenerCount('cart:add-item-accepted')).toBe(0)
    expect(bus.listenerCount('cart:add-item-result')).toBe(0)
  })

  it("does not wait longer for another request's acceptance", async () => {
    vi.useFakeTimers()
    const bus = getShopBus()
    bus.subscribe('cart:add-item', () => bus.publish('cart:add-item-accepted', { requestId: 'someone-else' }))
    const answer = requestAddItem(bus, { kind: 'sku', code: 'X', quantity: 1 }, { answerMs: 1_000 })
    const outcome = expect(answer).rejects.toBeInstanceOf(BusTimeoutError)
    await vi.advanceTimersByTimeAsync(1_100)
    await outcome
  })

  it('waits the plain answer time on a bus of an older contract, which has no acceptance channel', async () => {
    const { 'cart:add-item-accepted': _accepted, ...olderChannels } = channels
    const bus = createBus(olderChannels) as unknown as ReturnType<typeof getShopBus>
    bus.subscribe('cart:add-item', ({ requestId }) =>
      bus.publish('cart:add-item-result', { requestId, ok: true }),
    )
    await expect(requestAddItem(bus, { kind: 'sku', code: 'X', quantity: 1 })).resolves.toMatchObject({
      ok: true,
    })
  })

  it('rejects at once on an invalid request and leaves no listener', async () => {
    const bus = getShopBus()
    bus.subscribe('cart:add-item', () => {})
    await expect(requestAddItem(bus, { kind: 'sku', code: 'X', quantity: 0 })).rejects.toBeInstanceOf(
      BusPayloadError,
    )
    expect(bus.listenerCount('cart:add-item-result')).toBe(0)
  })
})

describe('requestLogin', () => {
  it('passes the shell error code back', async () => {
    const bus = getShopBus()
    bus.subscribe('session:login', ({ requestId }) =>
      bus.publish('session:login-result', { requestId, ok: false, errorCode: 'WRONG_CREDENTIALS' }),
    )
    await expect(requestLogin(bus, { email: 'a@b.it', password: 'x' })).resolves.toMatchObject({
      errorCode: 'WRONG_CREDENTIALS',
    })
  })
})

describe('newRequestId', () => {
  it('never repeats', () => {
    expect(new Set(Array.from({ length: 100 }, () => newRequestId())).size).toBe(100)
  })
})
