import { storageKeys } from '@storefront/shared/constants'
import { requestAddItem } from '@storefront/shared/events'
import { describe, expect, it, vi } from 'vitest'
import { json } from '../../../../test/fake-responses'
import { couponRefusedForCustomer, markets, publishSession, startShop } from '../../../../test/harness'
import { holdNext } from '../../../../test/hold-next'
import { holdCartRuntime, shopWithCart } from '../../../../test/hold-runtime'
import { cartIds } from './cart-storage'

async function switchMarket(bus: ReturnType<typeof startShop>['bus'], to: keyof typeof markets) {
  bus.publish('market:changed', markets[to])
  publishSession('market', markets[to].marketCode)
}

describe('the cart follows the shell’s market and session', () => {
  it('shows a fresh cart in a new market and the first market’s cart again on coming back', async () => {
    const { bus, runtime } = shopWithCart()
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 2 })
    const italian = runtime.store.getState().order?.id

    await switchMarket(bus, 'gb')
    await runtime.queue.idle()
    expect(runtime.store.getState().order).toBeNull()
    expect(bus.last('cart:updated')).toMatchObject({ marketCode: 'gb', itemsCount: 0, currency: 'GBP' })

    await switchMarket(bus, 'it')
    await runtime.queue.idle()
    expect(runtime.store.getState().order?.id).toBe(italian)
    expect(bus.last('cart:updated')).toMatchObject({ marketCode: 'it', itemsCount: 2 })
  })

  it('moves the cart to another country of its market: shipping lock and address follow', async () => {
    const { api, bus, runtime } = shopWithCart()
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    const id = runtime.store.getState().order?.id ?? ''

    bus.publish('market:changed', { ...markets.it, country: 'SM', prefix: '/san-marino/eur/en' })
    await vi.waitFor(() => expect(api.order(id)?.attributes.shipping_country_code_lock).toBe('SM'))
    await runtime.queue.idle()

    const order = api.order(id)
    const address = api.address(order?.relationships.shipping_address?.id ?? '')
    expect(address?.attributes.country_code).toBe('SM')
    expect(runtime.store.getState().order).toMatchObject({ id, shippingCountry: 'SM', itemsCount: 1 })
  })

  it('writes to the customer in the language the shopper changes to', async () => {
    const { api, bus, runtime } = shopWithCart()
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    const id = runtime.store.getState().order?.id ?? ''
    expect(api.order(id)?.attributes.language_code).toBe(markets.it.locale)

    bus.publish('market:changed', { ...markets.it, locale: 'fr', prefix: '/italy/eur/fr' })
    await vi.waitFor(() => expect(api.order(id)?.attributes.language_code).toBe('fr'))
    await runtime.queue.idle()
    expect(runtime.store.getState().order).toMatchObject({ id, languageCode: 'fr', itemsCount: 1 })
  })

  it('writes to the customer in the page’s language when it loads a cart made in another', async () => {
    const first = shopWithCart()
    await requestAddItem(first.bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    const id = first.runtime.store.getState().order?.id ?? ''
    first.release()

    const german = { ...markets.it, locale: 'de' as const, prefix: '/italy/eur/de' }
    first.bus.publish('market:changed', german)
    const held = holdCartRuntime(german)
    await vi.waitFor(() => expect(first.api.order(id)?.attributes.language_code).toBe('de'))
    await held.runtime.queue.idle()
    expect(held.runtime.store.getState().order).toMatchObject({ id, languageCode: 'de' })
  })

  it('moves a stored cart made in another country of the market to the page’s on loading it', async () => {
    const first = shopWithCart()
    await requestAddItem(first.bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    const id = first.runtime.store.getState().order?.id ?? ''
    first.release()

    // The page is San Marino's now: another country of the Italian market.
    const sanMarino = { ...markets.it, country: 'SM', prefix: '/san-marino/eur/en' }
    first.bus.publish('market:changed', sanMarino)
    const held = holdCartRuntime(sanMarino)
    await vi.waitFor(() => expect(first.api.order(id)?.attributes.shipping_country_code_lock).toBe('SM'))
    await held.runtime.queue.idle()
    expect(held.runtime.store.getState().order).toMatchObject({ id, shippingCountry: 'SM' })
  })

  it('forgets every cart and gift message on logout', async () => {
    const { bus, runtime } = shopWithCart()
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    localStorage.setItem(storageKeys.cartId('gb'), 'other-market-cart')
    localStorage.setItem(storageKeys.giftMessage('it'), 'Auguri')

    publishSession('logout')
    await runtime.queue.idle()

    expect(localStorage.getItem(storageKeys.cartId('it'))).toBeNull()
    expect(localStorage.getItem(storageKeys.cartId('gb'))).toBeNull()
    expect(localStorage.getItem(storageKeys.giftMessage('it'))).toBeNull()
    expect(bus.last('cart:updated')?.itemsCount).toBe(0)
    // Nor does another tab find it where tabs share the id.
    await vi.waitFor(async () => expect(await cartIds.latest('it')).toBeNull())
  })

  it('does not remember a cart still being made when the customer logged out', async () => {
    const { api, bus, runtime } = shopWithCart()
    publishSession('login', 'it', { kind: 'customer', email: 'ada@example.com' })
    await runtime.queue.idle()
    const answer = holdNext(api, 'POST', /^\/orders$/)
    const adding = requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    await vi.waitFor(() =>
      expect(api.requests.some((r) => r.method === 'POST' && r.path === '/orders')).toBe(true),
    )

    publishSession('logout')
    answer()
    await adding
    await runtime.queue.idle()

    // Ada’s cart exists, but the next visitor of this browser does not find it.
    expect(api.orders()).toHaveLength(1)
    expect(localStorage.getItem(storageKeys.cartId('it'))).toBeNull()
    expect(await cartIds.latest('it')).toBeNull()
    expect(runtime.store.getState().order).toBeNull()
  })

  it('keeps a guest’s cart through a refused token: the new guest token reads it again', async () => {
    const { api, bus, runtime } = shopWithCart()
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 2 })
    const id = runtime.store.getState().order?.id ?? ''
    const before = api.requests.length

    publishSession('unauthorized')
    await runtime.queue.idle()

    expect(api.requests.slice(before).some((r) => r.method === 'GET' && r.path === `/orders/${id}`)).toBe(
      true,
    )
    expect(localStorage.getItem(storageKeys.cartId('it'))).toBe(id)
    expect(runtime.store.getState().phase).toBe('ready')
    expect(runtime.store.getState().order?.lines.map((l) => [l.code, l.quantity])).toEqual([['OIL-1', 2]])
    expect(bus.last('cart:updated')).toMatchObject({ orderId: id, itemsCount: 2 })
  })

  it.each([
    ['refused (401)', 401, 'INVALID_TOKEN'],
    ['forbidden (403)', 403, 'FORBIDDEN'],
    ['not found (404)', 404, 'RECORD_NOT_FOUND'],
  ])(
    'forgets a guest’s cart the new token finds %s after a refused token, and starts again',
    async (_, status, code) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined)
      const { api, bus, runtime } = shopWithCart()
      await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
      const id = runtime.store.getState().order?.id ?? ''
      api.failNext('GET', new RegExp(`^/orders/${id}$`), () =>
        json(status, { errors: [{ code, status: String(status), title: code }] }),
      )

      publishSession('unauthorized')
      await runtime.queue.idle()

      expect(localStorage.getItem(storageKeys.cartId('it'))).toBeNull()
      await vi.waitFor(async () => expect(await cartIds.latest('it')).toBeNull())
      expect(runtime.store.getState()).toMatchObject({ order: null, phase: 'ready', feedback: {} })
      const result = await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1 })
      expect(result.ok).toBe(true)
      expect(runtime.store.getState().order?.id).not.toBe(id)
      expect(runtime.store.getState().order?.lines.map((l) => l.code)).toEqual(['WINE-1'])
    },
  )

  it('forgets a guest’s cart placed meanwhile when a refused token starts the session over', async () => {
    const { api, bus, runtime } = shopWithCart()
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    api.placeOrder(runtime.store.getState().order?.id ?? '')

    publishSession('unauthorized')
    await runtime.queue.idle()

    expect(localStorage.getItem(storageKeys.cartId('it'))).toBeNull()
    expect(runtime.store.getState().order).toBeNull()
  })

  it('does not hand a customer’s cart to the guest a refused token brings back', async () => {
    const { api, bus, runtime } = shopWithCart()
    publishSession('login', 'it', { kind: 'customer', email: 'ada@example.com', customerId: 'cust-1' })
    await runtime.queue.idle()
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    const id = runtime.store.getState().order?.id ?? ''
    const before = api.requests.length

    // The refresh cookie failed too: the session starts over as a guest's.
    publishSession('unauthorized')
    await runtime.queue.idle()

    expect(api.requests.slice(before).some((r) => r.path.startsWith(`/orders/${id}`))).toBe(false)
    expect(localStorage.getItem(storageKeys.cartId('it'))).toBeNull()
    expect(runtime.store.getState().order).toBeNull()
    expect(bus.last('cart:updated')?.itemsCount).toBe(0)
  })

  it('does not wipe the cart for a logout that happened before it started', async () => {
    const shop = startShop()
    publishSession('logout')
    localStorage.setItem(storageKeys.cartId('it'), 'kept')
    const held = holdCartRuntime()
    await held.runtime.queue.idle()
    expect(shop.api.requests.some((r) => r.path === '/orders/kept')).toBe(true)
  })

  it('keeps the cart when only the token is renewed', async () => {
    const { api, bus, runtime } = shopWithCart()
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    const reads = api.requests.length

    publishSession('refresh')
    await runtime.queue.idle()

    expect(api.requests).toHaveLength(reads)
    expect(runtime.store.getState().order?.itemsCount).toBe(1)
  })
})

describe('a customer signing in', () => {
  it('is attached to the cart by e-mail', async () => {
    const { api, bus, runtime } = shopWithCart()
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })

    publishSession('login', 'it', { kind: 'customer', email: 'ada@example.com', customerId: 'cus1' })
    await runtime.queue.idle()

    const order = api.orders()[0]
    expect(order?.attributes.customer_email).toBe('ada@example.com')
    expect(order?.relationships.customer).toEqual({ type: 'customers', id: 'cus1' })
  })

  it('keeps the cart when the customer cannot open the guest’s order: it is written again as theirs', async () => {
    const { api, bus, runtime } = shopWithCart()
    await requestAddItem(bus, {
      kind: 'sku',
      code: 'OIL-1',
      quantity: 2,
      options: [{ code: 'greeting-card', options: { message: 'Auguri' } }],
    })
    await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1 })
    await runtime.run({ pending: { scope: 'code' } }, (tools) =>
      tools.update({
        coupon_code: 'WELCOME10',
        gift_card_code: 'GIFT20',
        metadata: { gift_message: 'Buon Natale' },
      }),
    )
    const guest = runtime.store.getState().order?.id ?? ''
    // Commerce Layer lets a customer open their own orders: the guest's is not found for them.
    const notFound = () =>
      Response.json({ errors: [{ code: 'RECORD_NOT_FOUND', status: '404' }] }, { status: 404 })
    api.failNext('PATCH', new RegExp(`^/orders/${guest}`), notFound)
    const analytics: unknown[] = []
    bus.subscribe('analytics:event', (event) => analytics.push(event))

    publishSession('login', 'it', { kind: 'customer', email: 'ada@example.com', customerId: 'cus1' })
    await runtime.queue.idle()

    const order = runtime.store.getState().order
    expect(order?.id).not.toBe(guest)
    expect(localStorage.getItem(storageKeys.cartId('it'))).toBe(order?.id)
    expect(order?.lines.map((line) => [line.code, line.quantity])).toEqual([
      ['OIL-1', 2],
      ['WINE-1', 1],
    ])
    expect(order?.lines[0]?.options.map((option) => option.values)).toEqual([{ message: 'Auguri' }])
    expect(order?.couponCode).toBe('WELCOME10')
    expect(order?.giftCardCode).toBe('GIFT20')
    expect(order?.metadata).toMatchObject({ gift_message: 'Buon Natale' })
    expect(api.order(order?.id ?? '')?.attributes.customer_email).toBe('ada@example.com')
    expect(runtime.store.getState().notices).toEqual([])
    expect(runtime.store.getState().feedback).toEqual({})
    // The shopper added nothing: no add_to_cart for the lines written again.
    expect(analytics).toEqual([])
  })

  it('says which part of the guest’s cart the customer’s could not take, and keeps the rest', async () => {
    const { api, bus, runtime } = shopWithCart()
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1 })
    await runtime.run({ pending: { scope: 'code' } }, (tools) => tools.update({ coupon_code: 'WELCOME10' }))
    const guest = runtime.store.getState().order?.id ?? ''
    const notFound = () =>
      Response.json({ errors: [{ code: 'RECORD_NOT_FOUND', status: '404' }] }, { status: 404 })
    api.failNext('PATCH', new RegExp(`^/orders/${guest}`), notFound)
    api.failNext('POST', /^\/line_items/, () =>
      Response.json({ errors: [{ code: 'OUT_OF_STOCK', status: '422' }] }, { status: 422 }),
    )
    api.failNext('PATCH', /^\/orders\//, couponRefusedForCustomer)

    publishSession('login', 'it', { kind: 'customer', email: 'ada@example.com', customerId: 'cus1' })
    await runtime.queue.idle()

    const order = runtime.store.getState().order
    expect(order?.lines.map((line) => line.code)).toEqual(['WINE-1'])
    expect(order?.couponCode).toBeNull()
    // Both said: the coupon taken off is news too, not to be hidden by the items.
    expect(runtime.store.getState().notices).toEqual([
      { kind: 'coupon-dropped', code: 'WELCOME10' },
      { kind: 'items-dropped' },
    ])
  })

  it('is attached without the coupon when the coupon is why the order refused them', async () => {
    const { api, bus, runtime } = shopWithCart()
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    await runtime.run({ pending: { scope: 'code' } }, (tools) => tools.update({ coupon_code: 'WELCOME10' }))
    api.failNext('PATCH', /^\/orders\//, couponRefusedForCustomer)

    publishSession('login', 'it', { kind: 'customer', email: 'ada@example.com' })
    await runtime.queue.idle()

    const order = api.orders()[0]
    expect(order?.attributes.customer_email).toBe('ada@example.com')
    expect(order?.attributes.coupon_code).toBeNull()
    expect(runtime.store.getState().feedback).toEqual({})
    expect(runtime.store.getState().notices).toEqual([{ kind: 'coupon-dropped', code: 'WELCOME10' }])
  })

  // Only the coupon's own refusal costs the discount: a failure of any other kind keeps it.
  it('keeps the coupon when attaching them fails for another reason, and shows the failure', async () => {
    const { api, bus, runtime } = shopWithCart()
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    await runtime.run({ pending: { scope: 'code' } }, (tools) => tools.update({ coupon_code: 'WELCOME10' }))
    api.failNext('PATCH', /^\/orders\//, () => Promise.reject(new TypeError('Failed to fetch')))

    publishSession('login', 'it', { kind: 'customer', email: 'ada@example.com' })
    await runtime.queue.idle()

    expect(api.orders()[0]?.attributes.coupon_code).toBe('WELCOME10')
    expect(runtime.store.getState().notices).toEqual([])
    expect(runtime.store.getState().feedback.page).toMatchObject({ scope: 'page', code: 'network_error' })
  })
})
