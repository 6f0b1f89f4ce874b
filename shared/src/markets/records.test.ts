import { describe, expect, it } from 'vitest'
import { marketRecords } from './data'
import { isLocale } from './locales'
import {
  distinctMarkets,
  findMarketByCode,
  findMarketById,
  isCurrency,
  recordForCountry,
  recordForCurrency,
  recordOfCountry,
} from './records'

describe('market records', () => {
  it('has the twelve rows of the design page in ten markets', () => {
    expect(marketRecords).toHaveLength(12)
    expect(distinctMarkets()).toHaveLength(10)
    expect(new Set(marketRecords.map((r) => r.shippingMethodCode)).size).toBe(12)
  })

  it('has seven EUR markets and one each for GBP, CHF and USD', () => {
    const currencies = distinctMarkets().map((m) => m.currency)
    expect(currencies.filter((c) => c === 'EUR')).toHaveLength(7)
    expect(currencies.filter((c) => c !== 'EUR').sort()).toEqual(['CHF', 'GBP', 'USD'])
  })

  it('finds markets by code and id', () => {
    expect(findMarketByCode('gb')?.currency).toBe('GBP')
    expect(findMarketById('mkItalyxxx')?.zoneCodes).toEqual(['IT'])
    expect(findMarketByCode('nope')).toBeUndefined()
  })

  it('prefers the most specific zone', () => {
    expect(recordOfCountry('us')?.zoneName).toBe('United States')
    expect(recordOfCountry('SG')?.zoneName).toBe('World')
    expect(recordOfCountry('BR')).toBeUndefined()
  })

  it('maps a country to its market, or to the rest of the world', () => {
    expect(recordForCountry('at').record.code).toBe('at')
    expect(recordForCountry('BR')).toMatchObject({ country: 'US' })
  })

  it('names the country in upper case however it was written, as a cookie may hold it', () => {
    expect(recordForCountry('at')).toMatchObject({ country: 'AT' })
    expect(recordForCurrency('EUR', 'fr')).toMatchObject({ country: 'FR' })
  })

  it('keeps a country that ships in the currency and replaces one that does not', () => {
    expect(recordForCurrency('EUR', 'FR').record.code).toBe('fr')
    expect(recordForCurrency('CHF', 'IT')).toMatchObject({ country: 'CH' })
  })

  it('recognises currencies and locales', () => {
    expect(isCurrency('EUR')).toBe(true)
    expect(isCurrency('eur')).toBe(false)
    expect(isLocale('fr')).toBe(true)
    expect(isLocale('pt')).toBe(false)
  })
})
