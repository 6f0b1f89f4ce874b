import { getShopBus, type PayloadOf } from '@storefront/shared/events'
import { describe, expect, it, vi } from 'vitest'
import type { CartOrder } from '../api/cart-order'
import type { CartRuntime } from './cart-runtime'
import { createCartStore } from './cart-store'
import type { CartContext } from './context-slice'
import { publishSummaries, summaryOf } from './summary-publisher'

const context: CartContext = {
  marketCode: 'ch',
  marketId: 'mk',
  country: 'CH',
  currency: 'CHF',
  locale: 'de',
  apiBase: 'http://api.test/api',
}
const order = {
  id: 'ord1',
  currency: 'CHF',
  itemsCount: 3,
  totals: { total: 123450, giftCard: 0 },
} as unknown as CartOrder

describe('summaryOf', () => {
  it('says nothing until the cart is known, so the header never flashes an empty cart', () => {
    expect(summaryOf({ context, order: null, phase: 'loading' })).toBeNull()
    expect(summaryOf({ context: null, order: null, phase: 'ready' })).toBeNull()
  })

  it('summarises the cart with its total formatted for the market', () => {
    expect(summaryOf({ context, order, phase: 'ready' })).toEqual({
      marketCode: 'ch',
      orderId: 'ord1',
      itemsCount: 3,
      totalCents: 123450,
      currency: 'CHF',
      formattedTotal: expect.stringMatching(/^CHF.1.234\.50$/),
    })
  })

  it('gives the order’s value with a gift card on it, as the cart page’s total does, not what is left to pay', () => {
    const paidByCard = { ...order, totals: { total: 0, giftCard: -756 } } as unknown as CartOrder
    expect(summaryOf({ context, order: paidByCard, phase: 'ready' })).toMatchObject({
      totalCents: 756,
      formattedTotal: expect.stringMatching(/^CHF.7\.56$/),
    })
  })

  it('summarises a market without a cart as empty in its currency', () => {
    expect(summaryOf({ context, order: null, phase: 'ready' })).toMatchObject({
      orderId: null,
      itemsCount: 0,
      totalCents: 0,
      currency: 'CHF',
    })
  })
})

describe('publishSummaries', () => {
  function publishing() {
    const bus = getShopBus()
    const store = createCartStore()
    store.getState().setContext(context)
    const seen: PayloadOf<'cart:updated'>[] = []
    bus.subscribe('cart:updated', (summary) => seen.push(summary))
    publishSummaries({ store, bus } as unknown as CartRuntime)
    return { store, seen }
  }

  it('publishes a summary each time it changes, and not for the cart’s other work', () => {
    const { store, seen } = publishing()
    store.getState().setOrder(order)
    store.getState().setPending({ scope: 'page' })
    store.getState().setPending(null)
    store.getState().setOrder({ ...order, itemsCount: 4 })

    expect(seen.map((summary) => summary.itemsCount)).toEqual([3, 4])
  })

  it('keeps the cart going when the bus refuses a summary, and publishes the next one', () => {
    const refused = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { store, seen } = publishing()
    const shown: (string | undefined)[] = []
    store.subscribe((state) => shown.push(state.order?.id))
    // A currency the shop’s contract does not know: the bus refuses the summary.
    const unknownCurrency = { ...order, id: 'ord2', currency: 'JPY' } as CartOrder

    expect(() => store.getState().setOrder(unknownCurrency)).not.toThrow()
    store.getState().setOrder(order)

    expect(shown).toEqual(['ord2', 'ord1'])
    expect(seen.map((summary) => summary.orderId)).toEqual(['ord1'])
    expect(refused).toHaveBeenCalled()
  })
})
