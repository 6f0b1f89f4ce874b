import { describe, expect, it } from 'vitest'
import type { CartLine } from '../api/cart-order'
import { planAvailability, stockMaxOf, withShortage } from './availability-plan'

/** A bundle's contents: sku ids, or `[id, how many the box holds]`. */
type Part = string | readonly [string, number]

const line = (id: string, itemId: string, quantity: number, contents: Part[] = []): CartLine => ({
  id,
  kind: contents.length > 0 ? 'bundle' : 'sku',
  code: id,
  itemId,
  name: id,
  names: {},
  imageUrl: null,
  quantity,
  unitCents: 100,
  compareAtCents: null,
  totalCents: 100 * quantity,
  exciseIncluded: false,
  category: null,
  options: [],
  contents: contents.map((part) => {
    const [skuId, each] = typeof part === 'string' ? [part, 1] : part
    return { id: skuId, code: skuId, names: {}, quantity: each }
  }),
})

describe('planAvailability', () => {
  it('keeps lines that stock still covers and caps them at the item limit', () => {
    const plan = planAvailability(
      [line('a', 'sku-a', 2), line('b', 'sku-b', 12)],
      new Map([
        ['sku-a', 50],
        ['sku-b', 50],
      ]),
    )
    expect(plan.changes).toEqual([{ lineId: 'b', quantity: 10 }])
  })

  it('reduces a line to what is left and removes one with nothing left', () => {
    const plan = planAvailability(
      [line('a', 'sku-a', 5), line('b', 'sku-b', 1)],
      new Map([
        ['sku-a', 2],
        ['sku-b', 0],
      ]),
    )
    expect(plan.changes).toEqual([
      { lineId: 'a', quantity: 2 },
      { lineId: 'b', quantity: 0 },
    ])
  })

  it('shares a sku between its own line and a bundle holding it', () => {
    const plan = planAvailability(
      [line('oil', 'sku-oil', 2), line('box', 'bundle-1', 2, ['sku-oil', 'sku-wine'])],
      new Map([
        ['sku-oil', 3],
        ['sku-wine', 9],
      ]),
    )
    expect(plan.changes).toEqual([{ lineId: 'box', quantity: 1 }])
  })

  it('takes as many of a sku as each box holds', () => {
    const plan = planAvailability(
      [line('box', 'bundle-1', 3, [['sku-prosecco', 2], 'sku-glaze'])],
      new Map([
        ['sku-prosecco', 5],
        ['sku-glaze', 9],
      ]),
    )
    expect(plan.changes).toEqual([{ lineId: 'box', quantity: 2 }])
  })

  it('treats a sku with untracked stock as unlimited', () => {
    const plan = planAvailability([line('a', 'sku-a', 4)], new Map([['sku-a', Number.POSITIVE_INFINITY]]))
    expect(plan.changes).toEqual([])
  })
})

describe('stockMaxOf', () => {
  it('caps a line at the item limit while stock has more', () => {
    const oil = line('a', 'sku-a', 2)
    expect(stockMaxOf([oil], oil, { 'sku-a': 50 })).toBe(10)
    expect(stockMaxOf([oil], oil, {})).toBe(10)
  })

  it('leaves a line what the other lines, before or after it, do not take of the same sku', () => {
    const oil = line('oil', 'sku-oil', 2)
    const box = line('box', 'bundle-1', 1, ['sku-oil', 'sku-wine'])
    const stock = { 'sku-oil': 5, 'sku-wine': 9 }
    expect(stockMaxOf([oil, box], oil, stock)).toBe(4)
    expect(stockMaxOf([oil, box], box, stock)).toBe(3)
  })

  it('follows a change of another line, as the page makes it', () => {
    const stock = { 'sku-oil': 5 }
    const carded = line('carded', 'sku-oil', 1)
    expect(stockMaxOf([line('plain', 'sku-oil', 1), carded], carded, stock)).toBe(4)
    expect(stockMaxOf([line('plain', 'sku-oil', 4), carded], carded, stock)).toBe(1)
  })

  it('takes as many of a sku as each box holds, and never says less than nothing', () => {
    const box = line('box', 'bundle-1', 1, [['sku-prosecco', 2], 'sku-glaze'])
    expect(stockMaxOf([box], box, { 'sku-prosecco': 5, 'sku-glaze': 9 })).toBe(2)
    expect(stockMaxOf([line('p', 'sku-prosecco', 6), box], box, { 'sku-prosecco': 5 })).toBe(0)
  })
})

describe('withShortage', () => {
  const lines = [line('a', 'sku-a', 2), line('box', 'box-1', 1, ['sku-x', 'sku-a'])]

  it('takes the refusal’s figure for the sku it names, sold alone or inside a box', () => {
    expect(withShortage({ 'sku-a': 9, 'sku-x': 4 }, lines, { skuCode: 'a', available: 3 })).toEqual({
      'sku-a': 3,
      'sku-x': 4,
    })
    expect(withShortage({ 'sku-a': 9 }, lines, { skuCode: 'sku-x', available: 1 })).toEqual({
      'sku-a': 9,
      'sku-x': 1,
    })
  })

  it('learns nothing from a refusal that names no sku, or one not in the cart', () => {
    const available = { 'sku-a': 9 }
    expect(withShortage(available, lines, { skuCode: null, available: 0 })).toBe(available)
    expect(withShortage(available, lines, { skuCode: 'other', available: 0 })).toBe(available)
  })
})
