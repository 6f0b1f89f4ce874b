import { describe, expect, it } from 'vitest'
import { availabilityOf, fewLeftOf, maxQuantityOf } from './availability'
import type { Inventory } from './catalog-types'
import { discountPercent } from './discount'

const inventory = (quantity: number, available = quantity > 0): Inventory => ({
  available,
  quantity,
  levels: [{ quantity, leadTimes: [] }],
})

describe('availabilityOf', () => {
  it('says ready in stock from five units up', () => {
    expect(availabilityOf(inventory(5))).toEqual({ kind: 'in-stock' })
    expect(availabilityOf(inventory(120))).toEqual({ kind: 'in-stock' })
  })

  it('says how many are left under five', () => {
    expect(availabilityOf(inventory(4))).toEqual({ kind: 'low-stock', count: 4 })
    expect(availabilityOf(inventory(1))).toEqual({ kind: 'low-stock', count: 1 })
  })

  it('says out of stock when nothing can be sold', () => {
    expect(availabilityOf(inventory(0))).toEqual({ kind: 'out-of-stock' })
    expect(availabilityOf(inventory(3, false))).toEqual({ kind: 'out-of-stock' })
  })

  it('says out of stock when the stock counts none, though it calls itself available', () => {
    // "Only 0 left" with an add button would promise what no warehouse holds.
    expect(availabilityOf(inventory(0, true))).toEqual({ kind: 'out-of-stock' })
  })

  it('treats untracked stock as in stock', () => {
    expect(availabilityOf(null)).toEqual({ kind: 'in-stock' })
  })
})

describe('fewLeftOf', () => {
  // What a card counts from its list's stock items, against the product page's threshold.
  it('gives the count "only N left" says from one up to four, and none for none or five and more', () => {
    expect([0, 1, 4, 5, 12].map(fewLeftOf)).toEqual([null, 1, 4, null, null])
  })
})

describe('maxQuantityOf', () => {
  it('caps at the item limit, or the stock when lower', () => {
    expect(maxQuantityOf(inventory(40))).toBe(10)
    expect(maxQuantityOf(inventory(3))).toBe(3)
    expect(maxQuantityOf(inventory(0))).toBe(0)
    expect(maxQuantityOf(null)).toBe(10)
  })
})

describe('discountPercent', () => {
  it('rounds the saving against the compare-at price', () => {
    expect(discountPercent({ amountCents: 2190, compareAtCents: 2590, currency: 'EUR' })).toBe(15)
  })

  it('is null without a higher compare-at price', () => {
    expect(discountPercent({ amountCents: 1000, currency: 'EUR' })).toBeNull()
    expect(discountPercent({ amountCents: 1000, compareAtCents: 1000, currency: 'EUR' })).toBeNull()
  })
})
