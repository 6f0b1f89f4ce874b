import { describe, expect, it } from 'vitest'
import type { CartLine, CartOrder } from '../api/cart-order'
import { checkItemLimit, lineLimit, QuantityLimitError } from './item-limit'

const line = (id: string, code: string, quantity: number) => ({ id, code, quantity }) as CartLine
const orderWith = (...lines: CartLine[]) => ({ lines }) as unknown as CartOrder

describe('lineLimit', () => {
  const carded = line('a', 'WINE-1', 4)
  const plain = line('b', 'WINE-1', 3)
  const oil = line('c', 'OIL-1', 5)

  it('leaves a line the item limit less what the other lines of its item hold', () => {
    expect(lineLimit(orderWith(carded, plain, oil), plain)).toEqual({
      line: 6,
      item: 10,
      code: 'item_limit_exceeded',
    })
  })

  it('never lets a line past what stock leaves it, and names what the cart may then hold', () => {
    expect(lineLimit(orderWith(carded, plain), plain, 2)).toEqual({
      line: 2,
      item: 6,
      code: 'stock_limit_exceeded',
    })
  })

  it('names the item limit when stock would allow as much', () => {
    expect(lineLimit(orderWith(carded, plain), plain, 6).code).toBe('item_limit_exceeded')
    expect(lineLimit(orderWith(carded, plain), plain, 5).code).toBe('stock_limit_exceeded')
  })

  it('leaves nothing, not less, when the other lines already hold the limit', () => {
    expect(lineLimit(orderWith(line('a', 'WINE-1', 11), plain), plain).line).toBe(0)
  })
})

describe('checkItemLimit', () => {
  // The limit is what a shopper may hold, not one less: filling it exactly is a valid add.
  it('lets an add fill the item limit exactly, over all the item’s lines', () => {
    const order = orderWith(line('a', 'OIL-1', 4), line('b', 'OIL-1', 3))
    expect(() => checkItemLimit(order, 'OIL-1', 3)).not.toThrow()
  })

  it('refuses one past the limit and names how many more still fit', () => {
    const order = orderWith(line('a', 'OIL-1', 4), line('b', 'OIL-1', 3))
    expect(() => checkItemLimit(order, 'OIL-1', 4)).toThrow(expect.objectContaining({ more: 3 }))
    expect(() => checkItemLimit(order, 'OIL-1', 4)).toThrow(QuantityLimitError)
  })

  it('says none more fit, never a negative number, when the cart already holds past the limit', () => {
    // Two tabs' carts merged, or a limit lowered since: the words must not read "up to -2".
    const order = orderWith(line('a', 'OIL-1', 8), line('b', 'OIL-1', 4))
    expect(() => checkItemLimit(order, 'OIL-1', 1)).toThrow(expect.objectContaining({ more: 0 }))
  })
})
