import { storageKeys } from '@storefront/shared/constants'
import { requestAddItem } from '@storefront/shared/events'
import { describe, expect, it, vi } from 'vitest'
import { publishSession } from '../../../../test/harness'
import { holdCartRuntime, shopWithCart } from '../../../../test/hold-runtime'

const ada = { kind: 'customer', email: 'ada@example.com', customerId: 'cus1' } as const

type Shop = ReturnType<typeof shopWithCart>

/** Ada signs in, fills a cart and signs out: her order stays open on the server, forgotten here. */
async function cartLeftOpen(
  { bus, runtime }: Pick<Shop, 'bus' | 'runtime'>,
  code = 'OIL-1',
): Promise<string> {
  publishSession('login', 'it', ada)
  await runtime.queue.idle()
  await requestAddItem(bus, { kind: 'sku', code, quantity: 2 })
  const id = runtime.store.getState().order?.id ?? ''
  publishSession('logout')
  await runtime.queue.idle()
  expect(runtime.store.getState().order).toBeNull()
  return id
}

// The listener's chains are not awaited: a lookup starts once the queue it waits on has settled.
async function settled(runtime: Shop['runtime']): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    await runtime.queue.idle()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
}

/** The requests listing orders: the lookup of a customer's open order. */
const lookups = (api: Shop['api']) => api.requests.filter((r) => r.method === 'GET' && r.path === '/orders')

describe('a customer’s cart left open on the server', () => {
  it('comes back when they sign in again with an empty cart', async () => {
    const shop = shopWithCart()
    const left = await cartLeftOpen(shop)

    publishSession('login', 'it', ada)
    await vi.waitFor(() => expect(shop.runtime.store.getState().order?.id).toBe(left))
    await settled(shop.runtime)

    expect(shop.runtime.store.getState().order?.lines.map((l) => [l.code, l.quantity])).toEqual([
      ['OIL-1', 2],
    ])
    expect(localStorage.getItem(storageKeys.cartId('it'))).toBe(left)
    expect(shop.bus.last('cart:updated')).toMatchObject({ orderId: left, itemsCount: 2 })
  })

  it('comes back on a page load in a browser that stores no cart (another device)', async () => {
    const first = shopWithCart()
    const left = await cartLeftOpen(first)
    first.release()

    publishSession('init', 'it', ada)
    const held = holdCartRuntime()
    await vi.waitFor(() => expect(held.runtime.store.getState().order?.id).toBe(left))
    expect(localStorage.getItem(storageKeys.cartId('it'))).toBe(left)
  })

  it('comes back after a refused token, the session started over as the same customer', async () => {
    const shop = shopWithCart()
    publishSession('login', 'it', ada)
    await shop.runtime.queue.idle()
    await requestAddItem(shop.bus, { kind: 'sku', code: 'OIL-1', quantity: 2 })
    const id = shop.runtime.store.getState().order?.id ?? ''

    publishSession('unauthorized', 'it', ada)
    await vi.waitFor(() => expect(shop.runtime.store.getState().order?.id).toBe(id))
    expect(shop.runtime.store.getState().order?.lines.map((l) => [l.code, l.quantity])).toEqual([
      ['OIL-1', 2],
    ])
  })

  it('is not looked up on a page load when the cart already holds items', async () => {
    const first = shopWithCart()
    publishSession('login', 'it', ada)
    await first.runtime.queue.idle()
    await requestAddItem(first.bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    const kept = first.runtime.store.getState().order?.id
    first.release()
    const before = lookups(first.api).length

    publishSession('init', 'it', ada)
    const held = holdCartRuntime()
    await vi.waitFor(() => expect(held.runtime.store.getState().order?.id).toBe(kept))
    await settled(held.runtime)
    expect(lookups(first.api)).toHaveLength(before)
  })

  it('gives way to a cart the guest filled before signing in: that one becomes the customer’s', async () => {
    const shop = shopWithCart()
    await cartLeftOpen(shop, 'WINE-1')
    await requestAddItem(shop.bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    const guests = shop.runtime.store.getState().order?.id
    const before = lookups(shop.api).length

    publishSession('login', 'it', ada)
    await settled(shop.runtime)

    const order = shop.runtime.store.getState().order
    expect(order?.id).toBe(guests)
    expect(order?.lines.map((l) => l.code)).toEqual(['OIL-1'])
    expect(shop.api.order(guests ?? '')?.attributes.customer_email).toBe('ada@example.com')
    expect(lookups(shop.api)).toHaveLength(before)
  })

  it('leaves a working empty cart, and no message, when the lookup fails', async () => {
    const shop = shopWithCart()
    await cartLeftOpen(shop)
    const before = lookups(shop.api).length
    // A failure the API client does not ask again: a network error would be sent once more.
    shop.api.failNext('GET', /^\/orders$/, () =>
      Response.json({ errors: [{ code: 'INTERNAL_SERVER_ERROR', status: '500' }] }, { status: 500 }),
    )

    publishSession('login', 'it', ada)
    await vi.waitFor(() => expect(lookups(shop.api)).toHaveLength(before + 1))
    await settled(shop.runtime)

    const state = shop.runtime.store.getState()
    expect(state).toMatchObject({ order: null, phase: 'ready', feedback: {}, pending: null })
    const added = await requestAddItem(shop.bus, { kind: 'sku', code: 'WINE-1', quantity: 1 })
    expect(added.ok).toBe(true)
    expect(shop.runtime.store.getState().order?.lines.map((l) => l.code)).toEqual(['WINE-1'])
  })
})
