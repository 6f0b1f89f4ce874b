import { describe, expect, it } from 'vitest'
import type { CartOrder } from '../api/cart-order'
import type { CartContext } from './context-slice'
import { summaryOf } from './summary-publisher'

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
  totals: { total: 123450 },
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

  it('summarises a market without a cart as empty in its currency', () => {
    expect(summaryOf({ context, order: null, phase: 'ready' })).toMatchObject({
      orderId: null,
      itemsCount: 0,
      totalCents: 0,
      currency: 'CHF',
    })
  })
})
