import { describe, expect, it } from 'vitest'
import type { CartLine } from '../api/cart-order'
import { skusPerUnit } from './availability-plan'
import { unitsThatFit } from './stock-room'

const line = (code: string, quantity: number, contents: [string, number][] = []): CartLine =>
  ({
    id: `${code}-${quantity}`,
    kind: contents.length > 0 ? 'bundle' : 'sku',
    code,
    quantity,
    contents: contents.map(([part, n]) => ({ id: part, code: part, names: {}, quantity: n })),
  }) as unknown as CartLine

describe('unitsThatFit', () => {
  it('counts what the other lines take of the short sku, alone or boxed', () => {
    const lines = [
      line('GRAPPA', 3),
      line('BOX', 1, [
        ['GRAPPA', 1],
        ['WINE', 2],
      ]),
    ]
    const shortage = { skuCode: 'GRAPPA', available: 6 }
    expect(unitsThatFit(lines, [{ code: 'GRAPPA', quantity: 1 }], shortage)).toBe(2)
    expect(unitsThatFit(lines, skusPerUnit(line('BOX', 1, [['GRAPPA', 2]])), shortage)).toBe(1)
  })

  it('counts only the sku the answer names, and every sku of the item when it names none', () => {
    const box = skusPerUnit(
      line('BOX', 1, [
        ['OIL', 1],
        ['WINE', 2],
      ]),
    )
    expect(unitsThatFit([], box, { skuCode: 'OIL', available: 3 })).toBe(3)
    expect(unitsThatFit([], box, { skuCode: null, available: 3 })).toBe(1)
  })

  it('is never below nothing, nor above the item limit', () => {
    expect(
      unitsThatFit([line('OIL', 5)], [{ code: 'OIL', quantity: 1 }], { skuCode: 'OIL', available: 2 }),
    ).toBe(0)
    expect(unitsThatFit([], [{ code: 'OIL', quantity: 1 }], { skuCode: 'OIL', available: 500 })).toBe(10)
  })
})
