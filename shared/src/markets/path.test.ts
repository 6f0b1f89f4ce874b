import { describe, expect, it } from 'vitest'
import { countryCodeFromSlug, countrySlug, isCountryCode } from './countries'
import { marketRecords } from './data'
import {
  marketPrefix,
  splitCountrylessMarketPath,
  splitLanguagePath,
  splitMarketPath,
  splitPartialMarketPath,
} from './path'

describe('country slugs', () => {
  it.each([
    ['GB', 'united-kingdom'],
    ['US', 'united-states'],
    ['NZ', 'new-zealand'],
    ['HK', 'hong-kong'],
    ['ZA', 'south-africa'],
    ['IT', 'italy'],
    ['CI', 'cote-d-ivoire'],
  ])('names %s as %s and back', (code, slug) => {
    expect(countrySlug(code)).toBe(slug)
    expect(countryCodeFromSlug(slug)).toBe(code)
  })

  it('has a slug for every zone country of every market', () => {
    for (const record of marketRecords) {
      for (const code of record.zoneCodes) expect(countryCodeFromSlug(countrySlug(code) ?? '')).toBe(code)
    }
  })

  it('knows no deprecated or grouping codes', () => {
    expect(isCountryCode('BU')).toBe(false)
    expect(isCountryCode('EU')).toBe(false)
    expect(isCountryCode('MM')).toBe(true)
    expect(isCountryCode(42)).toBe(false)
    expect(countrySlug('QQ')).toBeUndefined()
  })
})

describe('splitMarketPath', () => {
  it('splits country, currency, locale and rest', () => {
    expect(splitMarketPath('/japan/usd/en/prodotto/x?y')).toEqual({
      country: 'JP',
      currency: 'USD',
      locale: 'en',
      rest: '/prodotto/x?y',
      lowerCase: true,
    })
  })

  it('notices upper case', () => {
    expect(splitMarketPath('/Italy/eur/it')?.lowerCase).toBe(false)
  })

  it.each(['/italy/eur', '/', '/api/token/x', '/atlantis/eur/it', '/italy/yen/it', '/italy/eur/ita'])(
    'does not take %s as a market path',
    (path) => expect(splitMarketPath(path)).toBeNull(),
  )
})

describe('marketPrefix', () => {
  it('builds the canonical lower-case prefix', () => {
    expect(marketPrefix('GB', 'GBP', 'en')).toBe('/united-kingdom/gbp/en')
  })

  it('refuses an unknown country', () => {
    expect(() => marketPrefix('QQ', 'EUR', 'it')).toThrow(/unknown country/)
  })
})

describe('splitLanguagePath', () => {
  it('reads a language the shop speaks and what follows it', () => {
    expect(splitLanguagePath('/it/')).toEqual({ locale: 'it', rest: '/' })
    expect(splitLanguagePath('/De')).toEqual({ locale: 'de', rest: '' })
    expect(splitLanguagePath('/fr/produits')).toEqual({ locale: 'fr', rest: '/produits' })
  })

  it('reads nothing else', () => {
    for (const path of ['/', '/nl/', '/ita/', '/italy/eur/it/', '/prodotti'])
      expect(splitLanguagePath(path)).toBeNull()
  })
})

describe('splitPartialMarketPath', () => {
  it('reads a country and a currency', () => {
    expect(splitPartialMarketPath('/italy/eur/')).toEqual({ country: 'IT', currency: 'EUR', rest: '' })
  })

  it('reads a language written in place of the currency', () => {
    expect(splitPartialMarketPath('/italy/IT/')).toEqual({
      country: 'IT',
      currency: null,
      locale: 'it',
      rest: '',
    })
    expect(splitPartialMarketPath('/germany/en/produkte')).toEqual({
      country: 'DE',
      currency: null,
      locale: 'en',
      rest: '/produkte',
    })
  })

  it('reads a country alone and keeps what follows it', () => {
    expect(splitPartialMarketPath('/United-Kingdom')).toEqual({ country: 'GB', currency: null, rest: '' })
    expect(splitPartialMarketPath('/france/produits/x')).toEqual({
      country: 'FR',
      currency: null,
      rest: '/produits/x',
    })
  })

  it('reads past a currency the shop does not sell, to the language and the page', () => {
    expect(splitPartialMarketPath('/italy/jpy/it/prodotti')).toEqual({
      country: 'IT',
      currency: null,
      locale: 'it',
      rest: '/prodotti',
    })
    expect(splitPartialMarketPath('/Germany/YEN/DE/')).toEqual({
      country: 'DE',
      currency: null,
      locale: 'de',
      rest: '',
    })
    expect(splitPartialMarketPath('/italy/jpy')).toEqual({ country: 'IT', currency: null, rest: '' })
    expect(splitPartialMarketPath('/italy/jpy/prodotti')).toEqual({
      country: 'IT',
      currency: null,
      rest: '/prodotti',
    })
    // Three letters that are no currency are a page's word.
    expect(splitPartialMarketPath('/germany/set/ab')).toEqual({
      country: 'DE',
      currency: null,
      rest: '/set/ab',
    })
    // A language the shop does not speak either: the country is all that is left to go on.
    expect(splitPartialMarketPath('/italy/jpy/xx/prodotti')).toEqual({
      country: 'IT',
      currency: null,
      rest: '/prodotti',
    })
  })

  it('is nothing when the first segment names no country', () => {
    expect(splitPartialMarketPath('/')).toBeNull()
    expect(splitPartialMarketPath('/prodotti')).toBeNull()
  })
})

describe('splitCountrylessMarketPath', () => {
  it('reads the language and the page of a market path whose country is no country', () => {
    expect(splitCountrylessMarketPath('/itlay/eur/it/prodotti')).toEqual({ locale: 'it', rest: '/prodotti' })
    expect(splitCountrylessMarketPath('/Narnia/USD/EN')).toEqual({ locale: 'en', rest: '' })
  })

  it('leaves a real market path, and a path with no currency, alone', () => {
    expect(splitCountrylessMarketPath('/italy/eur/it/prodotti')).toBeNull()
    expect(splitCountrylessMarketPath('/narnia/xyz/it/')).toBeNull()
    expect(splitCountrylessMarketPath('/narnia/eur/ita/')).toBeNull()
    expect(splitCountrylessMarketPath('/narnia/eur')).toBeNull()
  })
})
