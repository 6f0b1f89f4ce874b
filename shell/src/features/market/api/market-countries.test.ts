import { describe, expect, it } from 'vitest'
import { countryOptions, marketCountries } from './market-countries'

describe('market countries', () => {
  it('lists every country of the twelve market rows once', () => {
    expect(marketCountries).toHaveLength(new Set(marketCountries).size)
    expect(marketCountries).toEqual(expect.arrayContaining(['IT', 'GB', 'CH', 'US', 'NO', 'JP', 'AT']))
  })

  it('names and sorts the countries in the visitor language', () => {
    const names = countryOptions('de').map((option) => option.name)
    expect(names).toContain('Vereinigtes Königreich')
    expect(names).toEqual([...names].sort(new Intl.Collator('de').compare))
  })
})
