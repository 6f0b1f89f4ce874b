import { describe, expect, it } from 'vitest'
import { shortageOf } from './stock-errors'

const refusal = (item: Record<string, unknown>) => ({ errors: [item] })

describe('shortageOf', () => {
  // Either mark is enough: an answer without `meta.error` is still a refusal for stock.
  it('reads a refusal marked only by its OUT_OF_STOCK code', () => {
    expect(shortageOf(refusal({ code: 'OUT_OF_STOCK', meta: { available: 2 } }))).toEqual({
      skuCode: null,
      available: 2,
    })
  })

  it('reads a refusal marked only by its out_of_stock meta, with the sku it names', () => {
    expect(
      shortageOf(
        refusal({
          code: 'VALIDATION_ERROR',
          meta: { error: 'out_of_stock', available: 1, sku_code: 'WINE-1' },
        }),
      ),
    ).toEqual({ skuCode: 'WINE-1', available: 1 })
  })

  // The figure becomes "only N more fit" for the shopper: never below nothing, never a guess.
  it('counts a negative or unreadable figure as nothing left', () => {
    expect(shortageOf(refusal({ code: 'OUT_OF_STOCK', meta: { available: -3 } }))?.available).toBe(0)
    expect(shortageOf(refusal({ code: 'OUT_OF_STOCK', meta: { available: 'many' } }))?.available).toBe(0)
  })

  it('leaves the figure unknown, not nothing, when the answer gives none', () => {
    expect(shortageOf(refusal({ code: 'OUT_OF_STOCK', meta: { sku_code: 'WINE-1' } }))).toEqual({
      skuCode: 'WINE-1',
      available: null,
    })
  })

  it('is null for a refusal that is not about stock', () => {
    expect(shortageOf(refusal({ code: 'VALIDATION_ERROR', meta: { error: 'invalid' } }))).toBeNull()
  })
})
