import { marketRecords } from '@storefront/shared/markets'
import { describe, expect, it } from 'vitest'
import { placeholderAddress } from './placeholder-addresses'

describe('placeholderAddress', () => {
  // A country without a sample borrows the Italian street with its own code: a courier's quote,
  // or a tax by region, read from it would be Milan's.
  it('has a sample address of its own for every country a market ships to', () => {
    const countries = [...new Set(marketRecords.flatMap((record) => record.zoneCodes))]
    const borrowed = countries.filter(
      (country) => placeholderAddress(country).city === placeholderAddress('IT').city,
    )
    expect(borrowed).toEqual(['IT'])
  })
})
