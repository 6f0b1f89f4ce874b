import { afterEach, describe, expect, it, vi } from 'vitest'

// A fresh module each time: the tables are kept once built.
const freshCountries = async () => {
  vi.resetModules()
  return import('./countries')
}

describe('country slugs', () => {
  afterEach(() => vi.restoreAllMocks())

  it('reads a market country’s slug without naming every country first', async () => {
    const { countryCodeFromSlug, countrySlug } = await freshCountries()
    const named = vi.spyOn(Intl.DisplayNames.prototype, 'of')

    expect(countryCodeFromSlug('germany')).toBe('DE')
    expect(countrySlug('CH')).toBe('switzerland')

    // One name per country the markets list at most, not some 260.
    expect(named.mock.calls.length).toBeLessThan(25)
  })

  it('still knows every other country, both ways', async () => {
    const { countryCodeFromSlug, countrySlug, isCountryCode } = await freshCountries()
    expect(countryCodeFromSlug('Bosnia-and-Herzegovina')).toBe('BA')
    expect(countrySlug('ba')).toBe('bosnia-and-herzegovina')
    expect(countryCodeFromSlug('hong-kong')).toBe('HK')
    expect(isCountryCode('BU')).toBe(false)
    expect(isCountryCode('EU')).toBe(false)
    expect(isCountryCode('XX')).toBe(false)
    expect(isCountryCode('nz')).toBe(true)
    expect(countryCodeFromSlug('atlantis')).toBeUndefined()
  })
})
