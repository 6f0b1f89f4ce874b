import { marketRecords } from '@storefront/shared/markets'
import { describe, expect, it } from 'vitest'
import { pricesIncludeTax, taxableOf, taxOf, taxRateFor } from './taxes'

describe('taxes', () => {
  it('extracts the VAT contained in a tax-included price', () => {
    const gross = 12200
    const tax = taxOf(gross, 0.22, true)
    expect(tax + Math.round(gross / 1.22)).toBe(gross)
    expect(taxableOf(gross, 0.22, true)).toBe(gross - tax)
  })

  it('adds the tax on top of a net price', () => {
    expect(taxOf(1000, 0.2, false)).toBe(Math.round(1000 * 0.2))
    expect(taxableOf(1000, 0.2, false)).toBe(1000)
  })

  it('taxes by shipping country and exports tax-free', () => {
    expect(taxRateFor('it')).toBeGreaterThan(taxRateFor('DE'))
    expect(taxRateFor('US')).toBe(0)
    expect(taxOf(5000, taxRateFor('JP'), false)).toBe(0)
  })

  it('treats EUR, GBP and CHF prices as tax included and USD as net', () => {
    expect(['EUR', 'GBP', 'CHF', 'USD'].map(pricesIncludeTax)).toEqual([true, true, true, false])
  })
})

describe('the VAT of every market', () => {
  // A country missing from the rates is taxed at 0: a new VAT-inclusive market would sell
  // without VAT, and nothing else would say so.
  it('has a rate for every country a VAT-inclusive market ships to', () => {
    const countries = marketRecords
      .filter((record) => pricesIncludeTax(record.currency))
      .flatMap((record) => record.zoneCodes)
    expect(countries.filter((country) => taxRateFor(country) <= 0)).toEqual([])
  })
})
