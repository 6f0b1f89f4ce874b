import { storageKeys } from '@storefront/shared/constants'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiBase, markets, startShop } from '../../../../test/harness'
import { addItem } from './add-item'
import { loadCart } from './cart-lifecycle'
import { type CartRuntime, createCartRuntime } from './cart-runtime'
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
