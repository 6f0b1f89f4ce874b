import { describe, expect, it } from 'vitest'
import { pathInCountry, pathInLocale } from './market-for-country'

describe('pathInCountry', () => {
  it('keeps the screen and the language under the new country market', () => {
    expect(pathInCountry('/prodotto/OIL-01', 'it', 'GB')).toBe('/united-kingdom/gbp/it/prodotto/OIL-01')
  })

  it('puts a world-zone country in the dollar market', () => {
    expect(pathInCountry('/', 'en', 'NO')).toBe('/norway/usd/en/')
  })
})

describe('pathInLocale', () => {
  it('rewrites the path words for the new language and keeps the market', () => {
    const market = { country: 'FR', currency: 'EUR' as const }
    expect(pathInLocale('/prodotto/OIL-01?x=1', 'it', market, 'fr')).toBe('/france/eur/fr/produit/OIL-01')
  })
})
