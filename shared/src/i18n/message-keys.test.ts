import { describe, expect, it } from 'vitest'
import { flattenMessages, placeholdersOf, pluralBase } from './message-keys'

describe('flattenMessages', () => {
  it('gives nested leaves dotted keys', () => {
    expect(flattenMessages({ a: { b: 'x', c: { d: 'y' } }, e: 'z' })).toEqual(
      new Map([
        ['a.b', 'x'],
        ['a.c.d', 'y'],
        ['e', 'z'],
      ]),
    )
  })
})

describe('pluralBase', () => {
  it('strips a CLDR plural suffix and names the category', () => {
    expect(pluralBase('list.count_many')).toEqual({ base: 'list.count', category: 'many' })
  })

  it('leaves a key without a plural suffix alone', () => {
    expect(pluralBase('product.other_options')).toEqual({ base: 'product.other_options' })
  })
})

describe('placeholdersOf', () => {
  it('lists interpolations sorted, without their formats', () => {
    expect(placeholdersOf('{{to}} then {{ from }} and {{count, number}}')).toEqual(['count', 'from', 'to'])
  })

  it('finds nothing in plain text', () => {
    expect(placeholdersOf('Add to cart')).toEqual([])
  })
})
