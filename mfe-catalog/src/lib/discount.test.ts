import { describe, expect, it } from 'vitest'
import { discountPercent } from './discount'

const price = (amountCents: number, compareAtCents?: number) => ({
  amountCents,
  currency: 'EUR',
  ...(compareAtCents === undefined ? {} : { compareAtCents }),
})

describe('discountPercent', () => {
  it('rounds the saving to whole percent of the former price', () => {
    expect(discountPercent(price(2490, 2890))).toBe(14)
    expect(discountPercent(price(5000, 10000))).toBe(50)
  })

  it('is none without a former price, or with one no higher than the price', () => {
    expect(discountPercent(price(990))).toBeNull()
    expect(discountPercent(price(990, 990))).toBeNull()
    expect(discountPercent(price(990, 890))).toBeNull()
  })

  it('is none when the saving rounds to nothing, so no badge reads "-0 %"', () => {
    expect(discountPercent(price(99_600, 100_000))).toBeNull()
    expect(discountPercent(price(99_500, 100_000))).toBe(1)
  })
})
