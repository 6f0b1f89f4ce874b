import { describe, expect, it } from 'vitest'
import type { Inventory } from './catalog-types'
import { latestEstimate } from './delivery-estimate'
import { boxStock } from './stock-view'

const stock = (quantity: number, minHours = 24, maxHours = 48): Inventory => ({
  available: quantity > 0,
  quantity,
  levels: [
    {
      quantity,
      leadTimes: [
        { minHours, maxHours, minDays: Math.ceil(minHours / 24), maxDays: Math.ceil(maxHours / 24) },
      ],
    },
  ],
})
// A Wednesday morning in Rome.
const now = new Date('2026-11-18T09:00:00Z')

describe('boxStock', () => {
  it('fills as many boxes as its scarcest item allows', () => {
    const box = boxStock([
      { perBox: 2, inventory: stock(7) },
      { perBox: 1, inventory: stock(40) },
    ])
    expect(box.inventory).toMatchObject({ available: true, quantity: 3 })
  })

  it('is sold out when any item is, and untracked items never limit it', () => {
    expect(
      boxStock([
        { perBox: 1, inventory: stock(0) },
        { perBox: 1, inventory: stock(40) },
      ]).inventory,
    ).toMatchObject({ available: false, quantity: 0 })
    // One bottle left of an item each box holds two of fills no box, though the bottle is for sale.
    expect(
      boxStock([
        { perBox: 2, inventory: stock(1) },
        { perBox: 1, inventory: stock(40) },
      ]).inventory,
    ).toMatchObject({ available: false, quantity: 0 })
    // Units the shop says cannot be sold (`available: false`) sell the box out too.
    expect(
      boxStock([
        { perBox: 1, inventory: { ...stock(5), available: false } },
        { perBox: 1, inventory: stock(40) },
      ]).inventory?.available,
    ).toBe(false)
    expect(boxStock([{ perBox: 3, inventory: null }]).inventory).toBeNull()
    expect(
      boxStock([
        { perBox: 3, inventory: null },
        { perBox: 1, inventory: stock(2) },
      ]).inventory?.quantity,
    ).toBe(2)
  })

  it('says which items fill no box and how many are left: none, fewer than a box holds, or not for sale', () => {
    const box = boxStock([
      { perBox: 1, inventory: stock(0) },
      { perBox: 2, inventory: stock(1) },
      { perBox: 1, inventory: { ...stock(5), available: false } },
      { perBox: 2, inventory: stock(2) },
      { perBox: 3, inventory: null },
    ])
    expect(box.shortParts).toEqual([0, 1, 0, null, null])
  })

  it('arrives with its slowest item', () => {
    const box = boxStock([
      { perBox: 1, inventory: stock(40, 24, 24) },
      { perBox: 1, inventory: stock(40, 24, 48) },
    ])
    expect(box.estimate(1, now, 'IT')).toEqual({ kind: 'dates', from: '2026-11-20', to: '2026-11-20' })
    const slow = boxStock([
      { perBox: 1, inventory: stock(40, 24, 48) },
      { perBox: 1, inventory: stock(40, 72, 120) },
    ])
    expect(slow.estimate(1, now, 'IT')).toEqual({ kind: 'working-days', min: 3, max: 5 })
  })

  it('asks each item’s warehouses for all the units the boxes hold', () => {
    // Two oils a box: the fast warehouse's one oil fills no box, so the box leaves from the slow one.
    const oil: Inventory = {
      available: true,
      quantity: 41,
      levels: [
        { quantity: 1, leadTimes: [{ minHours: 24, maxHours: 48, minDays: 1, maxDays: 2 }] },
        { quantity: 40, leadTimes: [{ minHours: 72, maxHours: 120, minDays: 3, maxDays: 5 }] },
      ],
    }
    expect(boxStock([{ perBox: 2, inventory: oil }]).estimate(1, now, 'IT')).toEqual({
      kind: 'working-days',
      min: 3,
      max: 5,
    })
  })

  it('counts every unit of the boxes against the item threshold of the delivery text', () => {
    // Four items a box: three boxes are twelve units, above the ten a date is promised for.
    const box = boxStock([
      { perBox: 2, inventory: stock(40) },
      { perBox: 2, inventory: stock(40) },
    ])
    expect(box.estimate(2, now, 'IT').kind).toBe('dates')
    expect(box.estimate(3, now, 'IT')).toEqual({ kind: 'working-days', min: 2, max: 2 })
  })
})

describe('latestEstimate', () => {
  it('takes the longest working days over any dates, else the latest dates', () => {
    expect(
      latestEstimate([
        { kind: 'dates', from: '2026-11-20', to: '2026-11-23' },
        { kind: 'dates', from: '2026-11-24', to: '2026-11-24' },
      ]),
    ).toEqual({ kind: 'dates', from: '2026-11-24', to: '2026-11-24' })
    expect(
      latestEstimate([
        { kind: 'dates', from: '2026-11-20', to: '2026-11-20' },
        { kind: 'working-days', min: 2, max: 3 },
        { kind: 'working-days', min: 7, max: 14 },
      ]),
    ).toEqual({ kind: 'working-days', min: 7, max: 14 })
  })
})
