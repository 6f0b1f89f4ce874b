import { requestAddItem } from '@storefront/shared/events'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultSkus } from '../../../../test/fake-catalog'
import { apiBase, markets, startShop } from '../../../../test/harness'
import { stockReadsAtOnce } from '../../../config/cart-rules'
import { stockMaxOf } from './availability-plan'
import { checkAvailability } from './check-availability'
import { acquireCartRuntime } from './page-runtime'

let release = () => {}
afterEach(() => release())

describe('the availability check on opening the cart', () => {
  it('reduces and removes lines whose stock went, and says so', async () => {
    const { api, bus } = startShop()
    const held = acquireCartRuntime({ market: markets.it, apiBase })
    release = held.release
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 4 })
    await requestAddItem(bus, { kind: 'sku', code: 'PASTA-1', quantity: 2 })
    api.setStock('OIL-1', 1)
    api.setStock('PASTA-1', 0)

    await checkAvailability(held.runtime)

    const state = held.runtime.store.getState()
    expect(state.order?.lines.map((l) => [l.code, l.quantity])).toEqual([['OIL-1', 1]])
    expect(state.notices).toEqual([{ kind: 'items-changed' }])
    expect(bus.last('cart:updated')?.itemsCount).toBe(1)
  })

  it('brings a reduced line back with its greeting card and message', async () => {
    const { api, bus } = startShop()
    const held = acquireCartRuntime({ market: markets.it, apiBase })
    release = held.release
    const options = [{ code: 'greeting-card', options: { message: 'Auguri' } }]
    await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 3, options })
    api.setStock('WINE-1', 2)

    await checkAvailability(held.runtime)

    const [line] = held.runtime.store.getState().order?.lines ?? []
    expect(line?.quantity).toBe(2)
    expect(line?.options).toEqual([
      expect.objectContaining({ isGreetingCard: true, values: { message: 'Auguri' } }),
    ])
  })

  it('takes as many of each sku from stock as a gift box holds', async () => {
    const { api, bus } = startShop()
    const held = acquireCartRuntime({ market: markets.it, apiBase })
    release = held.release
    // The box holds two Barolo: stock for three bottles leaves room for one box.
    await requestAddItem(bus, { kind: 'bundle', code: 'BOX-1', quantity: 2 })
    api.setStock('WINE-1', 3)

    await checkAvailability(held.runtime)

    const state = held.runtime.store.getState()
    expect(state.order?.lines.map((l) => [l.code, l.quantity])).toEqual([['BOX-1', 1]])
    expect(state.order?.lines.map((l) => stockMaxOf(state.order?.lines ?? [], l, state.available))).toEqual([
      1,
    ])
  })

  it('changes nothing and tells nothing when everything is in stock, but learns the limits', async () => {
    const { api, bus } = startShop()
    const held = acquireCartRuntime({ market: markets.it, apiBase })
    release = held.release
    await requestAddItem(bus, { kind: 'sku', code: 'PASTA-1', quantity: 2 })
    const writes = api.writes().length

    await checkAvailability(held.runtime)

    const state = held.runtime.store.getState()
    expect(api.writes()).toHaveLength(writes)
    expect(state.notices).toEqual([])
    expect(state.order?.lines.map((l) => stockMaxOf(state.order?.lines ?? [], l, state.available))).toEqual([
      3,
    ])
  })

  describe('in a cart of many items', () => {
    const codes = Array.from({ length: 10 }, (_, i) => `JAM-${i + 1}`)
    const jams = codes.map((code, i) => ({ code, name: `Jam ${i + 1}`, priceCents: 500, stock: 10 - i }))

    /** The fake API behind a network that answers stock reads a moment later, counting those under way. */
    async function cartOfTenJams() {
      const shop = startShop([...defaultSkus, ...jams])
      const held = acquireCartRuntime({ market: markets.it, apiBase })
      release = held.release
      for (const code of codes) await requestAddItem(shop.bus, { kind: 'sku', code, quantity: 1 })
      let sent = 0
      let underWay = 0
      let most = 0
      const stockRead = (input: RequestInfo | URL) => /\/skus\/[^/?]+(\?|$)/.test(String(input))
      vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
        if (!stockRead(input)) return shop.api.fetch(input, init)
        sent += 1
        underWay += 1
        most = Math.max(most, underWay)
        await new Promise((resolve) => setTimeout(resolve, 5))
        underWay -= 1
        return shop.api.fetch(input, init)
      })
      return { ...shop, runtime: held.runtime, sent: () => sent, most: () => most }
    }

    it('reads stock a few skus at a time, each once, and learns every figure', async () => {
      const { runtime, sent, most } = await cartOfTenJams()

      await checkAvailability(runtime)

      expect(sent()).toBe(10)
      expect(most()).toBeGreaterThan(1)
      expect(most()).toBeLessThanOrEqual(stockReadsAtOnce)
      const state = runtime.store.getState()
      expect(state.order?.lines.map((l) => stockMaxOf(state.order?.lines ?? [], l, state.available))).toEqual(
        jams.map(({ stock }) => Math.min(stock, 10)),
      )
    })

    it('stops reading once a read is refused, says why and leaves the cart as it was', async () => {
      const { api, runtime, sent } = await cartOfTenJams()
      const lines = runtime.store.getState().order?.lines
      api.failNext('GET', /^\/skus\//, () => new Response(null, { status: 429 }))

      await checkAvailability(runtime)
      await new Promise((resolve) => setTimeout(resolve, 20))

      // The reads under way when the refusal came, and none after it.
      expect(sent()).toBeLessThanOrEqual(stockReadsAtOnce)
      const state = runtime.store.getState()
      expect(state.order?.lines).toEqual(lines)
      expect(state.feedback.page).toMatchObject({ scope: 'page', code: 'rate_limited' })
    })
  })

  describe('when a write fails midway', () => {
    const refused = () =>
      Response.json(
        { errors: [{ code: 'VALIDATION_ERROR', status: '422', title: 'is invalid' }] },
        { status: 422 },
      )

    async function cartWithShortages() {
      const shop = startShop()
      const held = acquireCartRuntime({ market: markets.it, apiBase })
      release = held.release
      await requestAddItem(shop.bus, { kind: 'sku', code: 'OIL-1', quantity: 4 })
      await requestAddItem(shop.bus, { kind: 'sku', code: 'PASTA-1', quantity: 3 })
      await requestAddItem(shop.bus, { kind: 'sku', code: 'WINE-1', quantity: 5 })
      shop.api.setStock('OIL-1', 1)
      shop.api.setStock('PASTA-1', 0)
      shop.api.setStock('WINE-1', 2)
      const lineOf = (code: string) =>
        held.runtime.store.getState().order?.lines.find((line) => line.code === code)?.id ?? ''
      return { ...shop, runtime: held.runtime, lineOf }
    }

    it('shows the lines the cart still holds after a removal failed, and the failure', async () => {
      const { api, runtime, lineOf } = await cartWithShortages()
      api.failNext('DELETE', new RegExp(`^/line_items/${lineOf('PASTA-1')}$`), refused)

      await checkAvailability(runtime)

      const state = runtime.store.getState()
      // Oil went before the failure; spaghetti and wine are as they were, nothing came back.
      expect(state.order?.lines.map((l) => [l.code, l.quantity])).toEqual([
        ['PASTA-1', 3],
        ['WINE-1', 5],
      ])
      expect(state.notices).toEqual([{ kind: 'items-changed' }])
      expect(state.feedback.page).toMatchObject({ scope: 'page', code: 'stock_check_not_applied' })
    })

    it('adds the other reduced lines back when one is refused, and shows the cart without it', async () => {
      const { api, runtime } = await cartWithShortages()
      api.failNext('POST', /^\/line_items$/, refused)

      await checkAvailability(runtime)

      const state = runtime.store.getState()
      expect(state.order?.lines.map((l) => [l.code, l.quantity])).toEqual([['WINE-1', 2]])
      expect(state.notices).toEqual([{ kind: 'items-changed' }])
      expect(state.feedback.page).toMatchObject({ scope: 'page', code: 'stock_check_not_applied' })
    })

    it('shows the cart unchanged, without the notice, when the first removal failed', async () => {
      const { api, runtime } = await cartWithShortages()
      api.failNext('DELETE', /^\/line_items\//, () => Promise.reject(new TypeError('Failed to fetch')))

      await checkAvailability(runtime)

      const state = runtime.store.getState()
      expect(state.order?.lines.map((l) => [l.code, l.quantity])).toEqual([
        ['OIL-1', 4],
        ['PASTA-1', 3],
        ['WINE-1', 5],
      ])
      expect(state.notices).toEqual([])
      expect(state.feedback.page).toMatchObject({ scope: 'page', code: 'network_error' })
    })

    it('stops adding lines back once one gets no answer: the next would meet the same network', async () => {
      const { api, runtime } = await cartWithShortages()
      api.failNext('POST', /^\/line_items$/, () => Promise.reject(new TypeError('Failed to fetch')))
      const adds = () => api.requests.filter((r) => r.method === 'POST' && r.path === '/line_items').length
      const before = adds()

      await checkAvailability(runtime)

      // Oil's re-create got no answer; wine's was never sent.
      expect(adds()).toBe(before + 1)
      const state = runtime.store.getState()
      expect(state.order?.lines).toEqual([])
      expect(state.feedback.page).toMatchObject({ scope: 'page', code: 'network_error' })
    })
  })
})
