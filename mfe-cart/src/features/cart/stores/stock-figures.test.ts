import { describe, expect, it } from 'vitest'
import { soldOutUnder, unitsThatFitAll } from './stock-figures'

// A gift box of one oil and two coffees.
const box = [
  { code: 'OIL', quantity: 1 },
  { code: 'COFFEE', quantity: 2 },
]

describe('soldOutUnder', () => {
  it('calls a box sold out when any one of its skus has not a unit left, the others in stock', () => {
    const read = [
      { skuCode: 'OIL', available: 5 },
      { skuCode: 'COFFEE', available: 1 },
    ]
    expect(soldOutUnder(box, read)).toBe(true)
    expect(unitsThatFitAll([], box, read)).toBe(0)
  })

  it('does not while every sku leaves a unit of the box', () => {
    const read = [
      { skuCode: 'OIL', available: 5 },
      { skuCode: 'COFFEE', available: 4 },
    ]
    expect(soldOutUnder(box, read)).toBe(false)
    expect(unitsThatFitAll([], box, read)).toBe(2)
  })
})
