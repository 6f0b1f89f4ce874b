import { marketRecords } from '@storefront/shared/markets'
import { describe, expect, it } from 'vitest'
import { postcodeExampleIfWrong } from './postcode'

describe('postcodeExampleIfWrong', () => {
  it.each([
    ['IT', '00184'],
    ['DE', '01067'],
    ['AT', '1010'],
    ['CH', '8001'],
    ['NL', '1012 AB'],
    ['NL', '1012ab'],
    ['GB', 'SW1A 1AA'],
    ['GB', 'm11ae'],
    ['GB', 'EC1A 1BB'],
    ['US', '10001-1234'],
    ['JP', '1000001'],
    ['TW', '10048'],
    ['HK', ''],
    ['XX', 'anything'],
  ])('takes %s %s', (country, code) => {
    expect(postcodeExampleIfWrong(country, code)).toBeNull()
  })

  it.each([
    ['IT', '4012', '00184'],
    ['IT', 'AB', '00184'],
    ['FR', '750011', '75001'],
    ['BE', '10000', '1000'],
    ['NL', '1012', '1012 AB'],
    ['GB', '12345', 'SW1A 1AA'],
    ['US', '1000', '10001'],
  ])('refuses %s %s, showing %s', (country, code, example) => {
    expect(postcodeExampleIfWrong(country, code)).toBe(example)
  })
})

describe('the postcodes of the markets', () => {
  // Hong Kong has no postcodes: its addresses go without one.
  const withoutPostcodes = ['HK']

  it('knows the postcode of every country a market ships to', () => {
    const countries = [...new Set(marketRecords.flatMap((record) => record.zoneCodes))]
    // An empty code is no postcode anywhere the table knows one.
    const unknown = countries.filter((country) => postcodeExampleIfWrong(country, '') === null)
    expect(unknown).toEqual(withoutPostcodes)
  })
})
