import { describe, expect, it } from 'vitest'
import type { CartOrder } from '../api/cart-order'
import { createCartStore, resetCart } from './cart-store'

const order = { id: 'ord1', lines: [], itemsCount: 0 } as unknown as CartOrder

describe('the cart store', () => {
  it('starts idle and becomes ready when an order, or the absence of one, is known', () => {
    const store = createCartStore()
    expect(store.getState().phase).toBe('idle')
    store.getState().setOrder(null)
    expect(store.getState().phase).toBe('ready')
    store.getState().setOrder(order)
    expect(store.getState().order).toBe(order)
  })

  it('keeps one message per place, each until its own place is cleared', () => {
    const store = createCartStore()
    store.getState().fail({ scope: 'line', lineId: 'li1', code: 'network_error' })
    store.getState().fail({ scope: 'line', lineId: 'li2', code: 'stock_limit_exceeded' })
    store.getState().fail({ scope: 'code', code: 'invalid_coupon_code' })
    store.getState().fail({ scope: 'code', code: 'no_active_coupon' })
    expect(store.getState().feedback).toEqual({
      'line:li1': { scope: 'line', lineId: 'li1', code: 'network_error' },
      'line:li2': { scope: 'line', lineId: 'li2', code: 'stock_limit_exceeded' },
      code: { scope: 'code', code: 'no_active_coupon' },
    })
    store.getState().clearFeedback('line:li1')
    expect(Object.keys(store.getState().feedback)).toEqual(['line:li2', 'code'])
  })

  it('lets a line’s message go with the line, removed or merged into another, and keeps the rest', () => {
    const store = createCartStore()
    const withLines = (...ids: string[]) =>
      ({ ...order, lines: ids.map((id) => ({ id })) }) as unknown as CartOrder
    store.getState().setOrder(withLines('li1', 'li2'))
    store.getState().fail({ scope: 'line', lineId: 'li1', code: 'line_quantity_not_changed' })
    store.getState().fail({ scope: 'line', lineId: 'li2', code: 'greeting_card_not_changed' })
    store.getState().fail({ scope: 'code', code: 'invalid_coupon_code' })
    store.getState().fail({ scope: 'page', code: 'network_error' })
    const before = store.getState().feedback

    store.getState().setOrder(withLines('li1', 'li2'))
    expect(store.getState().feedback).toBe(before)

    store.getState().setOrder(withLines('li2'))
    expect(Object.keys(store.getState().feedback)).toEqual(['line:li2', 'code', 'page'])
    store.getState().setOrder(null)
    expect(Object.keys(store.getState().feedback)).toEqual(['code', 'page'])
  })

  it('forgets order, messages, notices, limits and confirmations when reset for a new context', () => {
    const store = createCartStore()
    store.getState().setOrder(order)
    store.getState().fail({ scope: 'page', code: 'generic_error' })
    store.getState().addNotice({ kind: 'items-changed' })
    store.getState().setAvailable({ sku1: 3 })
    store.getState().setCodeSaid({ kind: 'applied', code: 'WELCOME10' })
    store.getState().setGiftMessageSaved(true)
    store.getState().setContext({
      marketCode: 'it',
      marketId: 'm',
      country: 'IT',
      currency: 'EUR',
      locale: 'it',
      apiBase: 'x',
    })

    resetCart(store)

    const state = store.getState()
    expect([state.order, state.feedback, state.notices, state.available, state.phase]).toEqual([
      null,
      {},
      [],
      {},
      'loading',
    ])
    // "Code applied" and "Message saved" spoke of the cart before.
    expect([state.codeSaid, state.giftMessageSaved]).toEqual([null, false])
    expect(state.context?.marketCode).toBe('it')
  })
})
