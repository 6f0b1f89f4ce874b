import { describe, expect, it } from 'vitest'
import type { CartTotals } from '../api/cart-order'
import { freeShippingOf } from './free-shipping'

const totals = (subtotal: number, discount = 0, shipping = 0): CartTotals => ({
  subtotal,
  discount,
  shipping,
  taxes: 0,
  giftCard: 0,
  total: subtotal + discount + shipping,
})
const italy = { priceCents: 590, freeOverCents: 4900, comparesSubtotal: false }

describe('freeShippingOf', () => {
  it('says how much more the cart needs to ship free, and that it does once it is there', () => {
    expect(freeShippingOf(italy, totals(3670))).toEqual({
      kind: 'missing',
      missingCents: 1230,
      freeOverCents: 4900,
    })
    expect(freeShippingOf(italy, totals(4900))).toEqual({ kind: 'free' })
  })

  it('counts the amount after discounts, unless the method compares the subtotal', () => {
    // A 10 % coupon takes 50.00 under the threshold again.
    expect(freeShippingOf(italy, totals(5000, -500))).toEqual({
      kind: 'missing',
      missingCents: 400,
      freeOverCents: 4900,
    })
    expect(freeShippingOf({ ...italy, comparesSubtotal: true }, totals(5000, -500))).toEqual({ kind: 'free' })
  })

  it('says nothing of a method that never ships free, or once checkout priced the shipping', () => {
    expect(freeShippingOf({ ...italy, freeOverCents: null }, totals(10_000))).toBeNull()
    expect(freeShippingOf(italy, totals(3000, 0, 590))).toBeNull()
    expect(
      freeShippingOf({ priceCents: 0, freeOverCents: null, comparesSubtotal: false }, totals(100)),
    ).toEqual({
      kind: 'free',
    })
  })
})
