import { describe, expect, it } from 'vitest'
import type { CartLine, CartOrder } from '../api/cart-order'
import { lineLimit } from './item-limit'

const line = (id: string, code: string, quantity: number) => ({ id, code, quantity }) as CartLine
const orderWith = (...lines: CartLine[]) => ({ lines }) as unknown as CartOrder

describe('lineLimit', () => {
  const carded = line('a', 'WINE-1', 4)
  const plain = line('b', 'WINE-1', 3)
  const oil = line('c', 'OIL-1', 5)

  it('leaves a line the item limit less what the other lines of its item hold', () => {
    expect(lineLimit(orderWith(carded, plain, oil), plain)).toEqual({ line: 6, item: 10 })
  })

  it('never lets a line past what stock leaves it, and names what the cart may then hold', () => {
    expect(lineLimit(orderWith(carded, plain), plain, 2)).toEqual({ line: 2, item: 6 })
  })

  it('leaves nothing, not less, when the other lines already hold the limit', () => {
    expect(lineLimit(orderWith(line('a', 'WINE-1', 11), plain), plain).line).toBe(0)
  })
})
