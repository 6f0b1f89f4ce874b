import { describe, expect, it } from 'vitest'
import type { CartLine, CartOrder } from '../api/cart-order'
import { placeLine, twinOf, type WantedOption } from './line-placement'

const card = (message: string): WantedOption => ({ skuOptionId: 'opt-card', values: { message } })

function line(id: string, quantity: number, options: readonly WantedOption[] = []): CartLine {
  return {
    id,
    kind: 'sku',
    code: 'WINE-1',
    itemId: 'sku-wine',
    name: 'Chianti',
    names: {},
    imageUrl: null,
    quantity,
    unitCents: 1000,
    compareAtCents: null,
    totalCents: quantity * 1000,
    exciseIncluded: false,
    category: null,
    options: options.map((option, i) => ({
      id: `${id}-option-${i}`,
      skuOptionId: option.skuOptionId,
      name: 'Greeting card',
      isGreetingCard: true,
      values: option.values,
    })),
    contents: [],
  }
}

const orderWith = (...lines: CartLine[]) => ({ lines }) as unknown as CartOrder
const wine = (quantity: number) => ({ kind: 'sku', code: 'WINE-1', quantity }) as const

describe('placeLine', () => {
  it("lets Commerce Layer merge into the item's one line when that line is the one asked for", () => {
    expect(placeLine(orderWith(), wine(1), [])).toEqual({ kind: 'create', merge: true, attachOptions: true })
    expect(placeLine(orderWith(line('a', 1)), wine(2), [])).toEqual({
      kind: 'create',
      merge: true,
      attachOptions: false,
    })
    expect(placeLine(orderWith(line('a', 1, [card('Auguri')])), wine(1), [card('Auguri')])).toEqual({
      kind: 'create',
      merge: true,
      attachOptions: false,
    })
  })

  it('gives an add with a card its own line, never merged, even in an order without the item', () => {
    expect(placeLine(orderWith(), wine(1), [card('Auguri')])).toEqual({
      kind: 'create',
      merge: false,
      attachOptions: true,
    })
    expect(placeLine(orderWith(line('a', 2)), wine(1), [card('Auguri')])).toMatchObject({ merge: false })
    // Another message is another card.
    expect(placeLine(orderWith(line('a', 1, [card('Auguri')])), wine(1), [card('Ciao')])).toMatchObject({
      kind: 'create',
      merge: false,
    })
  })

  it('tells a card with no message from one with a message, and a message from one with more', () => {
    const blank: WantedOption = { skuOptionId: 'opt-card', values: {} }
    const signed: WantedOption = { skuOptionId: 'opt-card', values: { message: 'Auguri', from: 'Anna' } }
    // Neither is the line asked for: the add makes its own, with its card, never merged into it.
    const ownLine = { kind: 'create', merge: false, attachOptions: true }
    expect(placeLine(orderWith(line('a', 1, [blank])), wine(1), [card('Auguri')])).toEqual(ownLine)
    expect(placeLine(orderWith(line('a', 1, [card('Auguri')])), wine(1), [signed])).toEqual(ownLine)
  })

  it('keeps an add without a card off the line that has one', () => {
    expect(placeLine(orderWith(line('a', 1, [card('Auguri')])), wine(1), [])).toEqual({
      kind: 'create',
      merge: false,
      attachOptions: true,
    })
  })

  it('grows the matching line itself when the item has lines of both kinds', () => {
    const order = orderWith(line('plain', 2), line('carded', 1, [card('Auguri')]))
    expect(placeLine(order, wine(3), [])).toEqual({ kind: 'grow', lineId: 'plain', quantity: 5 })
    expect(placeLine(order, wine(1), [card('Auguri')])).toEqual({
      kind: 'grow',
      lineId: 'carded',
      quantity: 2,
    })
  })

  it('counts only lines of the same item', () => {
    const other = { ...line('oil', 4), code: 'OIL-1' }
    expect(placeLine(orderWith(other), wine(1), [])).toEqual({
      kind: 'create',
      merge: true,
      attachOptions: true,
    })
    const bundle = { ...line('box', 1), kind: 'bundle' as const }
    expect(placeLine(orderWith(bundle), wine(1), [])).toMatchObject({ kind: 'create', merge: true })
  })
})

describe('twinOf', () => {
  it('finds the other line of the item that holds the same options', () => {
    const unticked = line('was-carded', 1)
    const plain = line('plain', 2)
    expect(twinOf(orderWith(plain, unticked), unticked)).toBe(plain)
    const ticked = line('was-plain', 2, [card('')])
    const carded = line('carded', 1, [card('')])
    expect(twinOf(orderWith(ticked, carded), ticked)).toBe(carded)
  })

  it('finds none beside another card, another item or the line itself', () => {
    const ticked = line('a', 1, [card('')])
    expect(twinOf(orderWith(ticked, line('b', 1, [card('Auguri')])), ticked)).toBeUndefined()
    expect(twinOf(orderWith(ticked, line('b', 1)), ticked)).toBeUndefined()
    const plain = line('a', 1)
    expect(twinOf(orderWith(plain, { ...line('oil', 1), code: 'OIL-1' }), plain)).toBeUndefined()
    expect(twinOf(orderWith(plain, { ...line('box', 1), kind: 'bundle' }), plain)).toBeUndefined()
    expect(twinOf(orderWith(plain), plain)).toBeUndefined()
  })
})
