import { storageKeys } from '@storefront/shared/constants'
import { requestAddItem } from '@storefront/shared/events'
import { describe, expect, it, vi } from 'vitest'
import { apiBase, publishSession } from '../../../../test/harness'
import { holdNext } from '../../../../test/hold-next'
import { shopWithCart } from '../../../../test/hold-runtime'
import { loadCart } from './cart-lifecycle'
import { cartIds } from './cart-storage'

// Commerce Layer lets a customer open their own orders: a guest's is not found for them.
const notFound = () =>
  Response.json({ errors: [{ code: 'RECORD_NOT_FOUND', status: '404' }] }, { status: 404 })

/** A cart another tab made and stored, as that tab leaves it for this one to find. */
async function cartMadeElsewhere(api: ReturnType<typeof shopWithCart>['api']): Promise<string> {
  await api.fetch(`${apiBase}/orders`, {
    method: 'POST',
    // As the other tab made it: in the page's language.
    body: JSON.stringify({ data: { type: 'orders', attributes: { language_code: 'en' } } }),
  })
  const id = api.orders().at(-1)?.id ?? ''
  await cartIds.set('it', id)
  return id
}

describe('another tab signing in or out', () => {
  it('reads the cart the other tab carried over on sign-in, carrying nothing over itself', async () => {
    const { api, bus, runtime } = shopWithCart()
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    const guestCart = runtime.store.getState().order?.id ?? ''
    // The other tab signed in and wrote the guest's lines into the customer's new cart.
    const customersCart = await cartMadeElsewhere(api)
    const before = api.requests.length

    publishSession('other-tab', 'it', { kind: 'customer', email: 'ada@example.com', customerId: 'cus1' })
    await vi.waitFor(() => expect(runtime.store.getState().order?.id).toBe(customersCart))
    await runtime.queue.idle()

    expect(api.orders()).toHaveLength(2)
    const since = api.requests.slice(before)
    expect(since.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)).toEqual([
      `PATCH /orders/${customersCart}`,
    ])
    expect(since.some((r) => r.path.startsWith(`/orders/${guestCart}`))).toBe(false)
  })

  it('keeps a cart id another tab wrote that this tab’s token cannot open yet', async () => {
    const { api, runtime } = shopWithCart()
    await runtime.queue.idle()
    localStorage.setItem(storageKeys.cartId('it'), 'customers-cart')
    await cartIds.set('it', 'customers-cart')
    // What the other tab's news reads: a customer's order, not found for this tab's guest token.
    await loadCart(runtime, { quiet: true })
    expect(api.requests.some((r) => r.path === '/orders/customers-cart')).toBe(true)
    expect(localStorage.getItem(storageKeys.cartId('it'))).toBe('customers-cart')
  })

  it('does not forget a cart another tab wrote while this tab found the one before gone', async () => {
    const { api, runtime } = shopWithCart()
    await runtime.queue.idle()
    localStorage.setItem(storageKeys.cartId('it'), 'gone')
    const answer = holdNext(api, 'GET', /^\/orders\/gone/)
    const loading = loadCart(runtime)
    await vi.waitFor(() => expect(api.requests.some((r) => r.path.startsWith('/orders/gone'))).toBe(true))
    localStorage.setItem(storageKeys.cartId('it'), 'written-meanwhile')
    answer()
    await loading
    expect(localStorage.getItem(storageKeys.cartId('it'))).toBe('written-meanwhile')
  })

  it('reads the cart again and forgets every gift message when a customer’s renewal comes back a guest’s', async () => {
    const { api, bus, runtime } = shopWithCart()
    publishSession('login', 'it', { kind: 'customer', email: 'ada@example.com' })
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    await runtime.queue.idle()
    const id = runtime.store.getState().order?.id ?? ''
    localStorage.setItem(storageKeys.giftMessage('de'), 'Für Mario Rossi, Via Roma 1')
    const reads = api.requests.length

    publishSession('refresh', 'it', { kind: 'guest' })
    await runtime.queue.idle()

    // Read afresh with the guest's token, as after a sign-out: not shown on as the customer's.
    expect(api.requests.slice(reads).map((r) => `${r.method} ${r.path.split('?')[0]}`)).toContain(
      `GET /orders/${id}`,
    )
    // The session ended, on a shared computer say: the next person finds none of its words.
    expect(localStorage.getItem(storageKeys.giftMessage('de'))).toBeNull()
  })

  it('keeps the customer’s cart id when their renewal comes back a guest’s: another tab may still be signed in', async () => {
    const { api, bus, runtime } = shopWithCart()
    publishSession('login', 'it', { kind: 'customer', email: 'ada@example.com' })
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    await runtime.queue.idle()
    const id = runtime.store.getState().order?.id ?? ''
    // Commerce Layer shows a guest's token no customer's order.
    api.failNext('GET', new RegExp(`^/orders/${id}`), notFound)

    publishSession('refresh', 'it', { kind: 'guest' })
    await runtime.queue.idle()

    expect(api.requests.filter((r) => r.path.startsWith(`/orders/${id}`)).length).toBeGreaterThan(1)
    expect(runtime.store.getState().order).toBeNull()
    expect(localStorage.getItem(storageKeys.cartId('it'))).toBe(id)
  })
})

describe('a sign-in in another tab racing this tab', () => {
  it('keeps the guest’s cart id when the customer’s token cannot open it: the other tab is carrying it over', async () => {
    const { api, bus, runtime } = shopWithCart()
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    const guest = runtime.store.getState().order?.id ?? ''
    api.failNext('GET', new RegExp(`^/orders/${guest}`), notFound)

    publishSession('other-tab', 'it', { kind: 'customer', email: 'ada@example.com', customerId: 'cus1' })
    await vi.waitFor(() =>
      expect(api.requests.filter((r) => r.path.startsWith(`/orders/${guest}`)).length).toBeGreaterThan(1),
    )
    await runtime.queue.idle()

    expect(localStorage.getItem(storageKeys.cartId('it'))).toBe(guest)
    expect(api.orders()).toHaveLength(1)
  })

  it('carries the guest’s lines into the customer’s cart another tab made meanwhile, not into a second one', async () => {
    const { api, bus, runtime } = shopWithCart()
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 2 })
    const guest = runtime.store.getState().order?.id ?? ''
    // The other tab, following the sign-in first, made the customer's cart for an add of its own.
    const theirs = await cartMadeElsewhere(api)
    api.failNext('PATCH', new RegExp(`^/orders/${guest}`), notFound)

    publishSession('login', 'it', { kind: 'customer', email: 'ada@example.com', customerId: 'cus1' })
    await vi.waitFor(() => expect(runtime.store.getState().order?.id).toBe(theirs))
    await runtime.queue.idle()

    expect(api.orders()).toHaveLength(2)
    expect(localStorage.getItem(storageKeys.cartId('it'))).toBe(theirs)
    expect(runtime.store.getState().order?.lines.map((line) => [line.code, line.quantity])).toEqual([
      ['OIL-1', 2],
    ])
  })
})
