import { storageKeys } from '@storefront/shared/constants'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiBase, markets, startShop } from '../../../../test/harness'
import { changeLineQuantity } from '../api/update-line-item'
import { addItem } from './add-item'
import { loadCart } from './cart-lifecycle'
import { type CartRuntime, createCartRuntime } from './cart-runtime'
import { checkAvailability } from './check-availability'
import { syncCartAcrossTabs } from './tab-sync'

// Each runtime plays one tab of the same browser: the same local storage and the same API.
// (In a browser each tab has its own bus too; here they share one, and nothing below uses it.)
const opened: { runtime: CartRuntime; stop: () => void }[] = []

async function openTab(market: keyof typeof markets = 'it', { synced = false } = {}) {
  const runtime = createCartRuntime(startedBus(), { ...markets[market], apiBase })
  opened.push({ runtime, stop: synced ? syncCartAcrossTabs(runtime) : () => {} })
  await loadCart(runtime)
  return runtime
}

let shop: ReturnType<typeof startShop> | null = null
const startedBus = () => {
  shop ??= startShop()
  return shop.bus
}

afterEach(() => {
  for (const { runtime, stop } of opened.splice(0)) {
    stop()
    runtime.dispose()
  }
  shop = null
  vi.unstubAllGlobals()
})

const add = (runtime: CartRuntime, code: string, quantity = 1) =>
  addItem(runtime, { requestId: `${code}-${quantity}`, kind: 'sku', code, quantity })

const codesIn = (runtime: CartRuntime) => runtime.store.getState().order?.lines.map((line) => line.code)

/** Web Locks as the browser gives them: one holder per name at a time, the others wait in turn. */
function stubWebLocks() {
  const tails = new Map<string, Promise<unknown>>()
  const request = vi.fn((name: string, _options: unknown, task: () => Promise<unknown>) => {
    const granted = (tails.get(name) ?? Promise.resolve()).then(() => task())
    tails.set(
      name,
      granted.catch(() => {}),
    )
    return granted
  })
  vi.stubGlobal('navigator', { ...globalThis.navigator, locks: { request } })
  return request
}

describe('two tabs of one browser', () => {
  it('adds to the cart another tab made after this one loaded, instead of making a second', async () => {
    const first = await openTab()
    const second = await openTab()

    expect((await add(first, 'OIL-1')).ok).toBe(true)
    expect((await add(second, 'WINE-1')).ok).toBe(true)

    const api = shop?.api
    expect(api?.orders()).toHaveLength(1)
    expect(codesIn(second)).toEqual(['OIL-1', 'WINE-1'])
    expect(localStorage.getItem(storageKeys.cartId('it'))).toBe(api?.orders()[0]?.id)
  })

  it('counts what another tab put in the cart against the item limit', async () => {
    const first = await openTab()
    const second = await openTab()
    await add(first, 'OIL-1', 8)

    const answer = await add(second, 'OIL-1', 5)

    expect(answer).toMatchObject({ ok: false, errorCode: 'item_limit_exceeded', maxQuantity: 2 })
    const [order] = shop?.api.orders() ?? []
    expect(shop?.api.lines(order?.id ?? '').map((line) => line.attributes.quantity)).toEqual([8])
    // The tab now shows the cart it adopted.
    expect(second.store.getState().order?.itemsCount).toBe(8)
  })

  it('makes a new cart when the stored one was placed meanwhile', async () => {
    const first = await openTab()
    const second = await openTab()
    await add(first, 'OIL-1')
    const placedId = localStorage.getItem(storageKeys.cartId('it'))
    shop?.api.placeOrder(placedId ?? '')

    await add(second, 'WINE-1')

    expect(shop?.api.orders()).toHaveLength(2)
    expect(codesIn(second)).toEqual(['WINE-1'])
    expect(localStorage.getItem(storageKeys.cartId('it'))).not.toBe(placedId)
  })

  it('makes its own cart when the one another tab remembered no longer exists', async () => {
    const adding = await openTab()
    // Written by a tab whose cart the shop has since deleted (a cleared test store, say).
    localStorage.setItem(storageKeys.cartId('it'), 'ordGone')

    const answer = await add(adding, 'OIL-1')

    expect(answer.ok).toBe(true)
    expect(shop?.api.orders()).toHaveLength(1)
    expect(codesIn(adding)).toEqual(['OIL-1'])
    expect(localStorage.getItem(storageKeys.cartId('it'))).toBe(shop?.api.orders()[0]?.id)
  })

  it('makes one cart when two tabs add their first item at the same moment', async () => {
    const request = stubWebLocks()
    const first = await openTab()
    const second = await openTab()

    const answers = await Promise.all([add(first, 'OIL-1'), add(second, 'WINE-1')])

    expect(answers.map((answer) => answer.ok)).toEqual([true, true])
    expect(request).toHaveBeenCalledWith('storefront:cart:it', expect.anything(), expect.any(Function))
    expect(shop?.api.orders()).toHaveLength(1)
    expect(codesIn(second)).toEqual(['OIL-1', 'WINE-1'])
  })

  // In a browser a tab reads another tab's local storage write some milliseconds late, even
  // right after that tab released the lock: here the write is taken back to play that moment.
  const notYetInThisTab = () => localStorage.removeItem(storageKeys.cartId('it'))

  it('adds to the cart another tab made a moment ago, before its id reached local storage here', async () => {
    const request = stubWebLocks()
    const first = await openTab()
    const second = await openTab()
    await add(first, 'OIL-1')
    notYetInThisTab()

    await add(second, 'WINE-1')

    expect(request).toHaveBeenCalledTimes(2)
    expect(shop?.api.orders()).toHaveLength(1)
    expect(codesIn(second)).toEqual(['OIL-1', 'WINE-1'])
  })

  it('follows the cart another tab made a moment ago, before its id reached local storage here', async () => {
    const adding = await openTab()
    const watching = await openTab()
    await add(adding, 'OIL-1', 2)
    notYetInThisTab()

    await loadCart(watching, { quiet: true })

    expect(watching.store.getState().order?.itemsCount).toBe(2)
  })

  it('shows in every tab on the market what one tab added, and leaves other markets alone', async () => {
    const adding = await openTab('it', { synced: true })
    const watching = await openTab('it', { synced: true })
    const elsewhere = await openTab('gb', { synced: true })
    await add(elsewhere, 'WINE-1')
    const own = elsewhere.store.getState().order
    const readsOfOwn = () =>
      shop?.api.requests.filter((r) => r.method === 'GET' && r.path.startsWith(`/orders/${own?.id}`)).length
    const readsBefore = readsOfOwn()

    await add(adding, 'OIL-1', 2)

    await vi.waitFor(() => expect(watching.store.getState().order?.itemsCount).toBe(2))
    await elsewhere.queue.idle()
    // Not read again: the other market's tab keeps its own cart as it had it.
    expect(elsewhere.store.getState().order).toBe(own)
    expect(own?.itemsCount).toBe(1)
    expect(readsOfOwn()).toBe(readsBefore)
  })

  it('keeps what a tab shows when reading the cart another tab changed fails', async () => {
    const watching = await openTab()
    await add(watching, 'OIL-1')
    shop?.api.failNext('GET', /^\/orders\//, () => new Response(null, { status: 500 }))

    await loadCart(watching, { quiet: true })

    expect(watching.store.getState().phase).toBe('ready')
    expect(watching.store.getState().order?.itemsCount).toBe(1)
    expect(watching.store.getState().feedback).toEqual({})
    // The same failure on a load the shopper asked for is shown.
    shop?.api.failNext('GET', /^\/orders\//, () => new Response(null, { status: 500 }))
    await loadCart(watching)
    expect(watching.store.getState().phase).toBe('failed')
  })
})

describe('a quantity pressed in one tab on a line another tab changed, before its news came', () => {
  /** Two tabs showing the cart with two bottles of oil; neither hears the other (its news is late). */
  async function twoTabsWithOil() {
    const first = await openTab()
    const second = await openTab()
    await add(first, 'OIL-1', 2)
    await loadCart(second)
    const lineIn = (runtime: CartRuntime) => {
      const line = runtime.store.getState().order?.lines[0]
      if (!line) throw new Error('no line')
      return line
    }
    const onOrder = () => shop?.api.lines(shop.api.orders()[0]?.id ?? '').map((l) => l.attributes.quantity)
    return { first, second, lineIn, onOrder }
  }

  it('counts the press on top of the units the other tab added', async () => {
    const { first, second, lineIn, onOrder } = await twoTabsWithOil()
    await changeLineQuantity(second, lineIn(second), 3)

    await changeLineQuantity(first, lineIn(first), 3)

    expect(onOrder()).toEqual([4])
    expect(lineIn(first).quantity).toBe(4)
    expect(first.store.getState().feedback).toEqual({})
  })

  it('leaves the other tab’s smaller quantity as it is, shows it and says why the press was not sent', async () => {
    const { first, second, lineIn, onOrder } = await twoTabsWithOil()
    await changeLineQuantity(second, lineIn(second), 1)

    await changeLineQuantity(first, lineIn(first), 3)

    expect(onOrder()).toEqual([1])
    const line = lineIn(first)
    expect(line.quantity).toBe(1)
    expect(first.store.getState().feedback[`line:${line.id}`]).toMatchObject({
      code: 'line_changed_elsewhere',
      values: { quantity: 1 },
    })
  })

  it('says so under the line the other tab’s stock check made anew, with what it holds', async () => {
    const { first, second, lineIn, onOrder } = await twoTabsWithOil()
    shop?.api.setStock('OIL-1', 1)
    await checkAvailability(second)
    shop?.api.setStock('OIL-1', 20)

    await changeLineQuantity(first, lineIn(first), 3)

    expect(onOrder()).toEqual([1])
    const line = lineIn(first)
    expect(line.id).toBe(lineIn(second).id)
    expect(first.store.getState().feedback).toEqual({
      [`line:${line.id}`]: expect.objectContaining({
        code: 'line_changed_elsewhere',
        values: { quantity: 1 },
      }),
    })
  })

  it('shows the cart without the line the other tab removed, and says the change could not be made', async () => {
    const { first, second, lineIn, onOrder } = await twoTabsWithOil()
    const removed = lineIn(second)
    await shop?.api.fetch(`${apiBase}/line_items/${removed.id}`, { method: 'DELETE' })
    await loadCart(second)

    await changeLineQuantity(first, lineIn(first), 3)

    expect(onOrder()).toEqual([])
    expect(first.store.getState().order?.lines).toEqual([])
    expect(first.store.getState().notices).toEqual([{ kind: 'line-gone' }])
    expect(first.store.getState().feedback).toEqual({})
  })

  it('counts from the line as the tab shows it after its last change failed, which may have landed', async () => {
    const { first, lineIn, onOrder } = await twoTabsWithOil()
    const lost = async (land: () => Response | Promise<Response>) => {
      await land()
      throw new TypeError('Failed to fetch')
    }
    const offline = () => Promise.reject(new TypeError('Failed to fetch'))
    shop?.api.failNext('PATCH', /^\/line_items\//, lost)
    // Read back twice (a read is sent once more), neither answered: the tab cannot tell it landed.
    shop?.api.failNext('GET', /^\/orders\//, offline)
    shop?.api.failNext('GET', /^\/orders\//, offline)
    await changeLineQuantity(first, lineIn(first), 3)
    expect(lineIn(first).quantity).toBe(2)

    // Pressed again from the 2 the tab shows: 3 is what the shopper asks for, not 4.
    await changeLineQuantity(first, lineIn(first), 3)

    expect(onOrder()).toEqual([3])
    expect(first.store.getState().feedback).toEqual({})
  })

  it('sends one small read of the line before the change, and no read of the order, when nothing moved', async () => {
    const { first, lineIn, onOrder } = await twoTabsWithOil()
    const requests = shop?.api.requests ?? []
    const before = requests.length

    await changeLineQuantity(first, lineIn(first), 3)

    expect(onOrder()).toEqual([3])
    expect(requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /line_items/${lineIn(first).id}`,
      `PATCH /line_items/${lineIn(first).id}`,
      `GET /orders/${first.store.getState().order?.id}`,
    ])
  })

  it('makes the change all the same when the read of the line fails', async () => {
    const { first, lineIn, onOrder } = await twoTabsWithOil()
    shop?.api.failNext('GET', /^\/line_items\//, () => new Response(null, { status: 429 }))

    await changeLineQuantity(first, lineIn(first), 3)

    expect(onOrder()).toEqual([3])
    expect(lineIn(first).quantity).toBe(3)
    expect(first.store.getState().feedback).toEqual({})
  })
})
