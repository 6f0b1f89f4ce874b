import { describe, expect, it } from 'vitest'
import { unitPriceOf } from './unit-price'

describe('unitPriceOf', () => {
  it('gives the price per litre of what is sold by volume', () => {
    expect(unitPriceOf({ amountCents: 5490, currency: 'EUR' }, { value: 3000, unit: 'ml' })).toEqual({
      cents: 1830,
      currency: 'EUR',
      per: 'litre',
    })
    expect(unitPriceOf({ amountCents: 1890, currency: 'GBP' }, { value: 750, unit: 'ml' })).toMatchObject({
      cents: 2520,
      per: 'litre',
    })
  })

  it('gives the price per kilo of what is sold by weight, rounded to the cent', () => {
    expect(unitPriceOf({ amountCents: 390, currency: 'EUR' }, { value: 500, unit: 'g' })).toMatchObject({
      cents: 780,
      per: 'kilo',
    })
    expect(unitPriceOf({ amountCents: 495, currency: 'EUR' }, { value: 200, unit: 'g' }).cents).toBe(2475)
    expect(unitPriceOf({ amountCents: 333, currency: 'EUR' }, { value: 250, unit: 'g' }).cents).toBe(1332)
  })

  it('counts from the price paid, not the former one', () => {
    const price = { amountCents: 1500, compareAtCents: 2000, currency: 'EUR' }
    expect(unitPriceOf(price, { value: 500, unit: 'ml' }).cents).toBe(3000)
  })
})
