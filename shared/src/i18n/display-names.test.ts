import { describe, expect, it } from 'vitest'
import { countryName, currencyName, languageName } from './display-names'

describe('countryName', () => {
  it.each([
    ['it', 'Regno Unito'],
    ['en', 'United Kingdom'],
    ['de', 'Vereinigtes Königreich'],
    ['es', 'Reino Unido'],
    ['fr', 'Royaume-Uni'],
  ] as const)('names GB in %s as %s', (locale, expected) => {
    expect(countryName('GB', locale)).toBe(expected)
  })

  it('accepts a lower-case code', () => {
    expect(countryName('ch', 'it')).toBe('Svizzera')
  })
})

describe('currencyName', () => {
  it('names a currency in the language asked for', () => {
    expect(currencyName('CHF', 'de')).toBe('Schweizer Franken')
    expect(currencyName('eur', 'fr')).toBe('euro')
  })
})

describe('languageName', () => {
  it('names each language in itself with a capital, for the language selector', () => {
    expect(['it', 'en', 'de', 'es', 'fr'].map((l) => languageName(l as 'it', l as 'it'))).toEqual([
      'Italiano',
      'English',
      'Deutsch',
      'Español',
      'Français',
    ])
  })

  it('names a language in another one', () => {
    expect(languageName('fr', 'it')).toBe('Francese')
  })
})
