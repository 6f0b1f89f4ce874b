import type { AnalyticsItem } from '@storefront/shared/analytics'
import { storageKeys } from '@storefront/shared/constants'
import { requestAddItem } from '@storefront/shared/events'
import { describe, expect, it, vi } from 'vitest'
import { outOfStock } from '../../../../test/fake-responses'
import { markets, publishSession } from '../../../../test/harness'
import { holdNext } from '../../../../test/hold-next'
import { holdCartRuntime, shopWithCart } from '../../../../test/hold-runtime'
import { loadAddLine } from './load-add-line'

// The real loader behind a spy: a test can make one load fail or wait, as the network would.
vi.mock('./load-add-line', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./load-add-line')>()
  return { loadAddLine: vi.fn(actual.loadAddLine) }
})

describe('the cart:add-item contract', () => {
  it('creates the cart on the first add, locked to the market country, and answers ok', async () => {
    const { api, bus, runtime, published } = shopWithCart()
    const analytics = published('analytics:event')

    const result = await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 2 })

    expect(result.ok).toBe(true)
    const [order] = api.orders()
    expect(order?.attributes.shipping_country_code_lock).toBe('IT')
    // The token's scope names the market: an id from the shop's data would be commerce-local's,
    // which a real organization does not have.
    expect(order?.relationships.market).toBeUndefined()
    const address = api.address(order?.relationships.shipping_address?.id ?? '')
    expect(address?.attributes.country_code).toBe('IT')
    expect(localStorage.getItem(storageKeys.cartId('it'))).toBe(order?.id)
    expect(runtime.store.getState().order?.itemsCount).toBe(2)
    expect(bus.last('cart:updated')).toMatchObject({ itemsCount: 2, totalCents: 2500, orderId: order?.id })
    expect(analytics.map((e) => e.event)).toEqual(['add_to_cart'])
  })

  it('adds to the same cart and grows the line instead of adding another', async () => {
    const { api, bus, runtime } = shopWithCart()
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 2 })
    expect(api.orders()).toHaveLength(1)
    expect(runtime.store.getState().order?.lines.map((line) => [line.code, line.quantity])).toEqual([
      ['OIL-1', 3],
    ])
    expect(bus.last('cart:updated')?.itemsCount).toBe(3)
  })

  it('reports add_to_cart under the sku’s own name and category, in an Italian cart too', async () => {
    const { bus, published } = shopWithCart()
    const analytics = published('analytics:event')
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    // A gift box names no category: it is reported under none rather than a made-up one.
    await requestAddItem(bus, { kind: 'bundle', code: 'BOX-1', quantity: 1 })

    const items = analytics.map((event) => event.ecommerce?.items)
    expect(items).toEqual([
      [expect.objectContaining({ item_id: 'OIL-1', item_name: 'Olive oil', item_category: 'olive-oils' })],
      [expect.not.objectContaining({ item_category: expect.anything() })],
    ])
  })

  it('reports add_to_cart with the units added, not the units the grown line holds', async () => {
    const { bus, published } = shopWithCart()
    const analytics = published('analytics:event')
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })

    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 2 })

    const units = analytics.map((event) =>
      (event.ecommerce!.items as AnalyticsItem[]).map((item) => item.quantity),
    )
    expect(units).toEqual([[1], [2]])
  })

  it('reports add_to_cart with the list the add was pressed in, and with none for an add from the item’s page', async () => {
    const { bus, published } = shopWithCart()
    const analytics = published('analytics:event')
    const itemList = { id: 'category:olive-oils', name: 'Category: olive-oils' }
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1, itemList })
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })

    const items = analytics.map((event) => (event.ecommerce?.items as AnalyticsItem[] | undefined)?.[0])
    expect(items[0]).toMatchObject({
      item_id: 'OIL-1',
      item_list_id: itemList.id,
      item_list_name: itemList.name,
    })
    expect(items[1]).not.toHaveProperty('item_list_id')
    expect(items[1]).not.toHaveProperty('item_list_name')
  })

  it('attaches the greeting card option the catalog asks for', async () => {
    const { bus, runtime } = shopWithCart()
    await requestAddItem(bus, {
      kind: 'sku',
      code: 'WINE-1',
      quantity: 1,
      options: [{ code: 'greeting-card', options: { message: 'Auguri' } }],
    })
    const line = runtime.store.getState().order?.lines[0]
    expect(line?.options).toEqual([
      expect.objectContaining({ isGreetingCard: true, values: { message: 'Auguri' } }),
    ])
  })

  it('looks the greeting card up while the first add is still making the cart', async () => {
    const { api, bus, runtime } = shopWithCart()
    const answerOrder = holdNext(api, 'POST', /^\/orders$/)
    const added = requestAddItem(bus, {
      kind: 'sku',
      code: 'WINE-1',
      quantity: 1,
      options: [{ code: 'greeting-card' }],
    })
    await vi.waitFor(() => expect(api.requests.some((r) => r.path.startsWith('/sku_options'))).toBe(true))
    expect(api.orders()).toHaveLength(0)

    answerOrder()

    expect((await added).ok).toBe(true)
    expect(runtime.store.getState().order?.lines[0]?.options).toEqual([
      expect.objectContaining({ isGreetingCard: true }),
    ])
  })

  it('keeps a greeting card add apart from the same wine without one, and grows the line that matches', async () => {
    const { bus, runtime } = shopWithCart()
    const card = (message: string) => [{ code: 'greeting-card', options: { message } }]
    const lines = () =>
      (runtime.store.getState().order?.lines ?? []).map((line) => ({
        quantity: line.quantity,
        cards: line.options.map((option) => option.values.message),
      }))
    await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1 })
    await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1, options: card('Auguri') })
    expect(lines()).toEqual([
      { quantity: 1, cards: [] },
      { quantity: 1, cards: ['Auguri'] },
    ])
    // Without a card onto the line without one; the same card onto the line with it; another
    // message is another card, so another line.
    await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 2 })
    await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1, options: card('Auguri') })
    await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1, options: card('Buon Natale') })
    expect(lines()).toEqual([
      { quantity: 3, cards: [] },
      { quantity: 2, cards: ['Auguri'] },
      { quantity: 1, cards: ['Buon Natale'] },
    ])
    expect(bus.last('cart:updated')?.itemsCount).toBe(6)
  })

  it('grows the one line of an item with a card when the same card is added again', async () => {
    const { api, bus, runtime } = shopWithCart()
    const options = [{ code: 'greeting-card', options: { message: 'Auguri' } }]
    await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1, options })
    await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 2, options })
    const [line, ...others] = runtime.store.getState().order?.lines ?? []
    expect(others).toEqual([])
    expect(line?.quantity).toBe(3)
    expect(line?.options).toHaveLength(1)
    expect(api.writes().filter((write) => write.path.includes('line_item_options'))).toHaveLength(1)
  })

  it('adds a bundle and knows the skus inside it', async () => {
    const { bus, runtime } = shopWithCart()
    await requestAddItem(bus, { kind: 'bundle', code: 'BOX-1', quantity: 1 })
    const line = runtime.store.getState().order?.lines[0]
    expect(line?.kind).toBe('bundle')
    expect(line?.contents.map((sku) => [sku.code, sku.quantity])).toEqual([
      ['OIL-1', 1],
      ['WINE-1', 2],
    ])
  })

  it('refuses more than the item limit, says how many more fit, and writes nothing', async () => {
    const { api, bus } = shopWithCart()
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 7 })
    const writesBefore = api.writes().length

    const result = await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 5 })

    expect(result).toMatchObject({
      ok: false,
      errorCode: 'item_limit_exceeded',
      maxQuantity: 3,
      limitedBy: 'item-limit',
    })
    expect(api.writes()).toHaveLength(writesBefore)
  })

  it('answers the stock limit, with what stock has left, when the API refuses the quantity', async () => {
    const { bus } = shopWithCart()
    const result = await requestAddItem(bus, { kind: 'sku', code: 'PASTA-1', quantity: 5 })
    expect(result).toMatchObject({
      ok: false,
      errorCode: 'item_limit_exceeded',
      limitedBy: 'stock',
      maxQuantity: 3,
    })
  })

  it('says the item sold out when stock has none left, and only then: not when this cart holds the rest', async () => {
    const { api, bus } = shopWithCart()
    // Bought by someone else since the page read it: none left, and this cart holds none.
    api.setStock('WINE-1', 0)
    expect(await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1 })).toMatchObject({
      ok: false,
      limitedBy: 'stock',
      maxQuantity: 0,
      soldOut: true,
    })
    // One bottle left, a box needs two: no box can be made up, whatever the cart holds.
    api.setStock('WINE-1', 1)
    expect(await requestAddItem(bus, { kind: 'bundle', code: 'BOX-1', quantity: 1 })).toMatchObject({
      maxQuantity: 0,
      soldOut: true,
    })
    // Three left, all three in this cart: the stock is here, not gone.
    api.setStock('WINE-1', 3)
    expect((await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 3 })).ok).toBe(true)
    const more = await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1 })
    expect(more).toMatchObject({ ok: false, limitedBy: 'stock', maxQuantity: 0 })
    expect(more).not.toHaveProperty('soldOut')
  })

  // BOX-1 holds one OIL-1 and two WINE-1: a box short of wine fits as often as two bottles are left.
  it('counts a box refused for stock in boxes: what is left of the short sku, less what the cart takes', async () => {
    const { api, bus } = shopWithCart()
    api.setStock('WINE-1', 6)
    await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 3 })
    const lookups = () => api.requests.filter((r) => r.path === '/bundles').length

    // Not in the cart yet: what the box holds is read. Three bottles left make one box.
    const first = await requestAddItem(bus, { kind: 'bundle', code: 'BOX-1', quantity: 2 })
    expect(first).toMatchObject({
      ok: false,
      errorCode: 'item_limit_exceeded',
      limitedBy: 'stock',
      maxQuantity: 1,
    })
    expect(lookups()).toBe(1)

    // In the cart: its line says what it holds. One bottle is left, no box fits.
    expect((await requestAddItem(bus, { kind: 'bundle', code: 'BOX-1', quantity: 1 })).ok).toBe(true)
    const second = await requestAddItem(bus, { kind: 'bundle', code: 'BOX-1', quantity: 1 })
    expect(second).toMatchObject({
      ok: false,
      errorCode: 'item_limit_exceeded',
      limitedBy: 'stock',
      maxQuantity: 0,
    })
    expect(lookups()).toBe(1)
  })

  it('counts a refused sku beside the boxes that hold it, and never promises more when no sku is named', async () => {
    const { api, bus } = shopWithCart()
    api.setStock('WINE-1', 6)
    await requestAddItem(bus, { kind: 'bundle', code: 'BOX-1', quantity: 2 })
    api.nameNoShortSku()
    // Two boxes take four bottles of six: two more fit.
    const result = await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 3 })
    expect(result).toMatchObject({
      ok: false,
      errorCode: 'item_limit_exceeded',
      limitedBy: 'stock',
      maxQuantity: 2,
    })
  })

  it('reads what stock has left when the refusal says no figure, named or not', async () => {
    const { api, bus } = shopWithCart()
    api.setStock('WINE-1', 6)
    api.sayNoStockFigure()
    await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 2 })
    // Four bottles left beside the cart's two: one box of two bottles fits, then no more.
    expect(await requestAddItem(bus, { kind: 'bundle', code: 'BOX-1', quantity: 3 })).toMatchObject({
      ok: false,
      limitedBy: 'stock',
      maxQuantity: 2,
    })
    api.nameNoShortSku()
    expect(await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 5 })).toMatchObject({
      ok: false,
      limitedBy: 'stock',
      maxQuantity: 4,
    })
  })

  it('answers the refusal as it is, not a room it just refused, when the figure read after it leaves room for the add', async () => {
    const { api, bus } = shopWithCart()
    api.setStock('WINE-1', 10)
    // Refused for stock with no figure, though the inventory, read next, has ten.
    api.failNext('POST', /^\/line_items$/, () => outOfStock(undefined, 'WINE-1'))
    const result = await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1 })
    expect(result.ok).toBe(false)
    expect(result).not.toMatchObject({ limitedBy: 'stock' })
    expect(result).not.toHaveProperty('maxQuantity')
  })

  it('answers the refusal as it is, not a limit of nothing, when the figure it left out cannot be read', async () => {
    const { api, bus } = shopWithCart()
    api.setStock('WINE-1', 1)
    api.sayNoStockFigure()
    api.failNext('GET', /^\/skus$/, () => Response.json({ data: [], meta: { record_count: 0 } }))
    const result = await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 3 })
    expect(result.ok).toBe(false)
    expect(result).not.toHaveProperty('maxQuantity', 0)
    expect(result).not.toMatchObject({ limitedBy: 'stock' })
  })

  it('answers add_cart_error, not a limit of nothing, when stock refuses a box whose contents cannot be read', async () => {
    const { api, bus } = shopWithCart()
    api.setStock('WINE-1', 1)
    api.failNext('GET', /^\/bundles$/, () => new Response('oops', { status: 500 }))

    const result = await requestAddItem(bus, { kind: 'bundle', code: 'BOX-1', quantity: 1 })

    expect(result).toEqual({ requestId: expect.any(String), ok: false, errorCode: 'add_cart_error' })
  })

  it('answers add_cart_error when the API fails and keeps the cart as it was', async () => {
    const { api, bus, runtime } = shopWithCart()
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    const before = runtime.store.getState().order
    const summary = bus.last('cart:updated')
    api.failNext('POST', /^\/line_items$/, () => new Response('oops', { status: 500 }))

    const result = await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1 })

    expect(result).toMatchObject({ ok: false, errorCode: 'add_cart_error' })
    // Read back, since a 500 may follow a write the API committed: the cart is as it was.
    expect(runtime.store.getState().order).toStrictEqual(before)
    expect(bus.last('cart:updated')).toEqual(summary)
  })

  it('answers a 429 as a rate limit and reads nothing back: a rate limit wrote nothing', async () => {
    const { api, bus } = shopWithCart()
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    const tooMany = JSON.stringify({ errors: [{ code: 'TOO_MANY_REQUESTS', status: '429' }] })
    api.failNext('POST', /^\/line_items$/, () => new Response(tooMany, { status: 429 }))
    const reads = () => api.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/orders/'))
    const before = reads().length

    const result = await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1 })

    expect(result).toMatchObject({ ok: false, errorCode: 'rate_limited' })
    expect(reads()).toHaveLength(before)
    expect(bus.last('cart:updated')?.itemsCount).toBe(1)
  })

  const dropped = () => Promise.reject(new TypeError('Failed to fetch'))

  it('answers that the shop could not be reached when the network is down', async () => {
    const { api, bus } = shopWithCart()
    api.failNext('POST', /^\/addresses$/, dropped)
    api.failNext('POST', /^\/addresses$/, dropped)
    const result = await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    // Its own words ask the shopper to check the connection; "could not add" asked for a retry.
    expect(result).toMatchObject({ ok: false, errorCode: 'network_error' })
    expect(bus.last('cart:updated')?.itemsCount).toBe(0)
  })

  it('creates the cart through one dropped connection: its address and order are harmless twice', async () => {
    const { api, bus } = shopWithCart()
    api.failNext('POST', /^\/addresses$/, dropped)
    api.failNext('POST', /^\/orders$/, dropped)
    const result = await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    expect(result.ok).toBe(true)
    expect(api.orders()).toHaveLength(1)
    expect(bus.last('cart:updated')?.itemsCount).toBe(1)
  })

  it('never sends a line item twice: a dropped add may have landed', async () => {
    const { api, bus } = shopWithCart()
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    let sent = 0
    api.failNext('POST', /^\/line_items$/, () => {
      sent++
      return dropped()
    })
    const result = await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1 })
    expect(result).toMatchObject({ ok: false, errorCode: 'network_error' })
    expect(sent).toBe(1)
    const [order] = api.orders()
    expect(api.lines(order?.id ?? '')).toHaveLength(1)
  })

  it('takes an add whose answer was lost as added when the order shows it landed', async () => {
    const { api, bus } = shopWithCart()
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    api.failNext('POST', /^\/line_items$/, async (land) => {
      await land()
      return dropped()
    })
    const result = await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 2 })
    expect(result.ok).toBe(true)
    expect(bus.last('cart:updated')?.itemsCount).toBe(3)
    const [order] = api.orders()
    expect(api.lines(order?.id ?? '').map((line) => line.attributes.quantity)).toEqual([3])
  })

  it.each([
    ['timed out', () => Promise.reject(new DOMException('The operation timed out', 'TimeoutError'))],
    ['was a gateway timeout', () => Promise.resolve(new Response('<html>504</html>', { status: 504 }))],
    ['was a 500 without a body', () => Promise.resolve(new Response(null, { status: 500 }))],
  ])('takes an add whose answer %s as added when the order shows it landed', async (_, lost) => {
    const { api, bus } = shopWithCart()
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    api.failNext('POST', /^\/line_items$/, async (land) => {
      await land()
      return lost()
    })
    const result = await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1 })
    expect(result.ok).toBe(true)
    expect(bus.last('cart:updated')?.itemsCount).toBe(2)
    const [order] = api.orders()
    expect(api.lines(order?.id ?? '')).toHaveLength(2)
  })

  // Taken for a failure, the add had the shopper press again, and the cart held 2 bottles.
  // A browser gives an empty answer as a body of no bytes, which the SDK fails to parse; a body
  // of none (as a test's Response('') has) leaves it no line to answer with.
  it.each([
    ['empty', new Uint8Array(0)],
    ['cut short', '{"data":{"id":"li1","type":"line_items","attri'],
    ['missing', null],
  ])('takes an add answered 201 with a body %s as added, once, from the order', async (_, body) => {
    const { api, bus, published } = shopWithCart()
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    const analytics = published('analytics:event')
    api.failNext('POST', /^\/line_items$/, async (land) => {
      await land()
      return new Response(body, { status: 201, headers: { 'content-type': 'application/vnd.api+json' } })
    })

    const result = await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1 })

    expect(result.ok).toBe(true)
    expect(api.writes().filter((w) => w.method === 'POST' && w.path === '/line_items')).toHaveLength(2)
    const [order] = api.orders()
    expect(api.lines(order?.id ?? '').map((l) => [l.attributes.sku_code, l.attributes.quantity])).toEqual([
      ['OIL-1', 1],
      ['WINE-1', 1],
    ])
    expect(bus.last('cart:updated')?.itemsCount).toBe(2)
    expect(analytics.map((e) => e.event)).toEqual(['add_to_cart'])
  })

  it('shows what the cart holds after an add that got no answer and did not land', async () => {
    const { api, bus } = shopWithCart()
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    api.failNext('POST', /^\/line_items$/, dropped)
    const reads = api.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/orders/')).length
    const result = await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1 })
    expect(result).toMatchObject({ ok: false, errorCode: 'network_error' })
    expect(api.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/orders/')).length).toBe(
      reads + 1,
    )
    expect(bus.last('cart:updated')?.itemsCount).toBe(1)
  })

  it('answers ok once the line is written, even when its greeting card fails to attach', async () => {
    const { api, bus, runtime } = shopWithCart()
    api.failNext('POST', /^\/line_item_options$/, () => new Response('oops', { status: 500 }))
    const options = [{ code: 'greeting-card', options: { message: 'Auguri' } }]

    const result = await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1, options })

    expect(result.ok).toBe(true)
    const state = runtime.store.getState()
    expect(state.order?.lines.map((line) => [line.code, line.options.length])).toEqual([['WINE-1', 0]])
    expect(state.feedback[`line:${state.order?.lines[0]?.id}`]).toMatchObject({ scope: 'line' })
    expect(bus.last('cart:updated')?.itemsCount).toBe(1)
  })

  it('answers ok once the line is written, even when reading the order back fails', async () => {
    const { api, bus } = shopWithCart()
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    api.failNext('GET', /^\/orders\//, () => new Response('oops', { status: 500 }))

    const result = await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1 })

    expect(result.ok).toBe(true)
    const [order] = api.orders()
    expect(api.lines(order?.id ?? '')).toHaveLength(2)
  })

  it('reports add_to_cart when the order cannot be read back, a line grown at the price the order held it at', async () => {
    const { api, bus, published } = shopWithCart()
    const analytics = published('analytics:event')
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    api.failNext('GET', /^\/orders\//, () => new Response('oops', { status: 500 }))
    const itemList = { id: 'search', name: 'Search results' }

    expect(await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 2, itemList })).toMatchObject({
      ok: true,
    })

    expect(analytics.map((event) => event.event)).toEqual(['add_to_cart', 'add_to_cart'])
    expect(analytics[1]?.ecommerce).toEqual({
      currency: 'EUR',
      value: 25,
      items: [
        {
          item_id: 'OIL-1',
          item_name: 'Olive oil',
          item_category: 'olive-oils',
          price: 12.5,
          discount: 2.5,
          quantity: 2,
          item_list_id: 'search',
          item_list_name: 'Search results',
        },
      ],
    })
  })

  it('reports add_to_cart by its code and units, with no value, for an item new to an order that cannot be read back', async () => {
    const { api, bus, published } = shopWithCart()
    const analytics = published('analytics:event')
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    api.failNext('GET', /^\/orders\//, () => new Response('oops', { status: 500 }))

    await requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1 })

    // Its price is the order's to say: a value of 0, or the catalog's figure, would be made up.
    expect(analytics[1]).toEqual({
      event: 'add_to_cart',
      ecommerce: { items: [{ item_id: 'WINE-1', quantity: 1 }] },
    })
  })

  it('puts the first add in the cart of the market it was made in when the shopper moves to another while the cart is made', async () => {
    const { api, bus, runtime } = shopWithCart()
    let made = false
    let release = () => {}
    api.failNext('POST', /^\/orders/, async (land) => {
      made = true
      await new Promise<void>((resolve) => {
        release = resolve
      })
      return land()
    })

    const result = requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    await vi.waitFor(() => expect(made).toBe(true))
    // The dialog says the cart stays for when the shopper comes back: the add is in it, as an
    // add to a cart that existed is; dropped, it left an empty order no market knew of.
    bus.publish('market:changed', markets.gb)
    publishSession('market', 'gb')
    release()

    expect(await result).toMatchObject({ ok: true })
    await runtime.queue.idle()
    expect(api.orders()).toHaveLength(1)
    const italian = api.orders()[0]?.id ?? ''
    expect(localStorage.getItem(storageKeys.cartId('it'))).toBe(italian)
    expect(api.lines(italian).map((line) => line.attributes.quantity)).toEqual([1])
    expect(runtime.store.getState().behind).toBe(false)
    expect(bus.last('cart:updated')).toMatchObject({ marketCode: 'gb', itemsCount: 0 })

    bus.publish('market:changed', markets.it)
    publishSession('market', 'it')
    await vi.waitFor(() => expect(runtime.store.getState().order?.id).toBe(italian))
    expect(runtime.store.getState().order?.itemsCount).toBe(1)
  })

  it('puts the first add in its market’s cart also when the page lets the cart go as the shopper moves to another', async () => {
    const { api, bus, runtime, release } = shopWithCart()
    let made = false
    let answer = () => {}
    api.failNext('POST', /^\/orders/, async (land) => {
      made = true
      await new Promise<void>((resolve) => {
        answer = resolve
      })
      return land()
    })

    const result = requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    await vi.waitFor(() => expect(made).toBe(true))
    // The shell's header lets the mini-cart go while the new market's session comes, and with
    // it the page's cart runtime, before the new market reaches it.
    release()
    bus.publish('market:changed', markets.gb)
    publishSession('market', 'gb')
    answer()

    expect(await result).toMatchObject({ ok: true })
    await runtime.queue.idle()
    const italian = api.orders()[0]?.id ?? ''
    expect(localStorage.getItem(storageKeys.cartId('it'))).toBe(italian)
    expect(api.lines(italian).map((line) => line.attributes.quantity)).toEqual([1])
  })

  it('refuses an add pressed in a market the shopper left while it waited its turn, and adds nothing to the new one’s cart', async () => {
    const { api, bus, runtime } = shopWithCart()
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1, marketCode: 'it' })
    let release = () => {}
    void runtime.run(
      { pending: { scope: 'page' } },
      () => new Promise<void>((resolve) => (release = resolve)),
    )

    const result = requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1, marketCode: 'it' })
    await vi.waitFor(() => expect(runtime.store.getState().addsUnderWay).toBe(1))
    // Received in Italy; the shopper moves to the United Kingdom before it runs.
    bus.publish('market:changed', markets.gb)
    publishSession('market', 'gb')
    release()

    expect(await result).toMatchObject({ ok: false, errorCode: 'market_changed' })
    await runtime.queue.idle()
    // Neither a British cart made for it, nor the wine in the Italian one.
    expect(api.orders()).toHaveLength(1)
    expect(api.lines(api.orders()[0]?.id ?? '').map((line) => line.attributes.sku_code)).toEqual(['OIL-1'])
    expect(localStorage.getItem(storageKeys.cartId('gb'))).toBeNull()
    // The catalog says it beside its button; the cart page has no words of its own for it.
    expect(runtime.store.getState().feedback.page).toBeUndefined()
  })

  it('refuses a waiting add pressed in a market the shopper left also when the page let its cart go meanwhile', async () => {
    const { api, bus, runtime, release } = shopWithCart()
    await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1, marketCode: 'it' })
    let unblock = () => {}
    void runtime.run(
      { pending: { scope: 'page' } },
      () => new Promise<void>((resolve) => (unblock = resolve)),
    )

    const result = requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1, marketCode: 'it' })
    await vi.waitFor(() => expect(runtime.store.getState().addsUnderWay).toBe(1))
    // The shell's header lets the mini-cart go while the new market's session comes, and with it
    // the runtime the add waits in, which the new market never reaches: its cart is still Italy's.
    release()
    bus.publish('market:changed', markets.gb)
    publishSession('market', 'gb')
    unblock()

    expect(await result).toMatchObject({ ok: false, errorCode: 'market_changed' })
    await runtime.queue.idle()
    expect(api.lines(api.orders()[0]?.id ?? '').map((line) => line.attributes.sku_code)).toEqual(['OIL-1'])
  })

  it('adds an add pressed in the market the cart is in, and one that names no market as before', async () => {
    const { api, bus } = shopWithCart()
    expect(
      await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1, marketCode: 'it' }),
    ).toMatchObject({ ok: true })
    bus.publish('market:changed', markets.gb)
    publishSession('market', 'gb')
    // A catalog from before names none: the add goes into the cart of the market it runs in.
    expect(await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })).toMatchObject({ ok: true })
    expect(localStorage.getItem(storageKeys.cartId('gb'))).toBe(api.orders()[1]?.id)
  })

  it('starts a new cart when the stored order was placed elsewhere', async () => {
    const first = shopWithCart()
    await requestAddItem(first.bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    const placedId = first.api.orders()[0]?.id ?? ''
    first.api.placeOrder(placedId)
    first.release()

    const again = holdCartRuntime()
    await again.runtime.queue.idle()
    expect(again.runtime.store.getState().order).toBeNull()
    expect(localStorage.getItem(storageKeys.cartId('it'))).toBeNull()

    await requestAddItem(first.bus, { kind: 'sku', code: 'WINE-1', quantity: 1 })
    expect(again.runtime.store.getState().order?.id).not.toBe(placedId)
  })
})

describe('the add-to-cart code, loaded on the first add', () => {
  // What the bundler's chunk loading rejects with when the chunk's script does not arrive.
  const chunkLoadError = () =>
    Object.assign(new Error('Loading chunk cart-add-item failed.'), { name: 'ChunkLoadError', type: 'error' })

  /** The loader holds its answer until `arrive` is called, as a slow network would. */
  function slowLoad() {
    let arrive = () => {}
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve
    })
    vi.mocked(loadAddLine).mockImplementationOnce(async () => {
      await arrived
      return import('./add-line')
    })
    return arrive
  }

  it('is not loaded for a visitor who only browses, with or without a stored cart', async () => {
    const first = shopWithCart()
    await first.runtime.queue.idle()
    expect(loadAddLine).not.toHaveBeenCalled()
    await requestAddItem(first.bus, { kind: 'sku', code: 'OIL-1', quantity: 2 })
    first.release()
    vi.mocked(loadAddLine).mockClear()

    const again = holdCartRuntime()
    await again.runtime.queue.idle()

    expect(first.bus.last('cart:updated')).toMatchObject({ itemsCount: 2, totalCents: 2500 })
    expect(loadAddLine).not.toHaveBeenCalled()
  })

  it('is not needed to refuse an add over the item limit', async () => {
    const { bus } = shopWithCart()
    const result = await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 11 })
    expect(result).toMatchObject({ ok: false, errorCode: 'item_limit_exceeded', maxQuantity: 10 })
    expect(loadAddLine).not.toHaveBeenCalled()
  })

  it('answers add_cart_error when it fails to load, and is loaded again on the next add', async () => {
    const { api, bus, runtime } = shopWithCart()
    vi.mocked(loadAddLine).mockRejectedValueOnce(chunkLoadError())

    const failed = await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })

    expect(failed).toEqual({ requestId: expect.any(String), ok: false, errorCode: 'add_cart_error' })
    expect(api.writes()).toHaveLength(0)
    await runtime.queue.idle()
    expect(runtime.store.getState()).toMatchObject({ order: null, feedback: {}, pending: null })

    const retried = await requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })

    expect(retried.ok).toBe(true)
    expect(loadAddLine).toHaveBeenCalledTimes(2)
    expect(bus.last('cart:updated')?.itemsCount).toBe(1)
  })

  it('keeps each add in the order asked while the first one waits for the code', async () => {
    const { api, bus, runtime } = shopWithCart()
    const arrive = slowLoad()

    const first = requestAddItem(bus, { kind: 'sku', code: 'WINE-1', quantity: 1 })
    const second = requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    await vi.waitFor(() => expect(loadAddLine).toHaveBeenCalledTimes(1))
    arrive()

    expect((await Promise.all([first, second])).map((result) => result.ok)).toEqual([true, true])
    expect(api.orders()).toHaveLength(1)
    expect(runtime.store.getState().order?.lines.map((line) => line.code)).toEqual(['WINE-1', 'OIL-1'])
  })

  it('says at once that it took an add, so the catalog waits past its plain answer time for it', async () => {
    const { bus } = shopWithCart()
    const arrive = slowLoad()

    const result = requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 }, { answerMs: 50 })
    await vi.waitFor(() => expect(loadAddLine).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 150))
    arrive()

    expect(await result).toMatchObject({ ok: true })
    expect(bus.last('cart:updated')?.itemsCount).toBe(1)
  })

  it('puts an add whose market changed while its code was loading in the cart of the market it was made in', async () => {
    const { api, bus, runtime } = shopWithCart()
    const arrive = slowLoad()

    const result = requestAddItem(bus, { kind: 'sku', code: 'OIL-1', quantity: 1 })
    await vi.waitFor(() => expect(loadAddLine).toHaveBeenCalled())
    bus.publish('market:changed', markets.gb)
    publishSession('market', 'gb')
    arrive()

    expect(await result).toMatchObject({ ok: true })
    await runtime.queue.idle()
    const italian = api.orders()[0]?.id
    expect(localStorage.getItem(storageKeys.cartId('it'))).toBe(italian)
    expect(api.lines(italian ?? '')).toHaveLength(1)
    expect(bus.last('cart:updated')).toMatchObject({ marketCode: 'gb', itemsCount: 0 })
  })
})
