import { describe, expect, it } from 'vitest'
import { addressKindOf, addressSchema, shippingAddressSchema } from './address'

const place = {
  line_1: 'Via Garibaldi 12',
  city: 'Bologna',
  zip_code: '40121',
  state_code: 'BO',
  country_code: 'it',
  phone: '+39 051 123 4567',
}
const home = { ...place, first_name: 'Giulia', last_name: 'Bianchi' }

const issuesOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])

describe('shipping address', () => {
  it('parses a personal address, normalising the country code', () => {
    const address = shippingAddressSchema.parse({ ...home, line_2: '', metadata: { isShipping: true } })
    expect(address).toMatchObject({ country_code: 'IT', business: false, line_2: undefined })
    expect(addressKindOf(address)).toEqual({ role: 'shipping', business: false })
  })

  it('is a business address when a company is given, and then needs no person name', () => {
    const address = addressSchema.parse({ ...place, company: 'Trattoria da Mario' })
    expect(addressKindOf(address)).toEqual({ role: 'shipping', business: true })
  })

  it('requires first and last name of a personal address', () => {
    const result = addressSchema.safeParse({ ...home, first_name: '', last_name: undefined })
    expect(issuesOf(result)).toEqual([
      ['first_name', 'validation:required'],
      ['last_name', 'validation:required'],
    ])
  })

  it('requires the company when the address says it is a business one', () => {
    expect(issuesOf(addressSchema.safeParse({ ...home, business: true }))).toEqual([
      ['company', 'validation:required'],
    ])
  })

  it('requires a zip code, except where the country has none', () => {
    expect(issuesOf(addressSchema.safeParse({ ...home, zip_code: '' }))).toEqual([
      ['zip_code', 'validation:required'],
    ])
    expect(addressSchema.safeParse({ ...home, zip_code: '', country_code: 'HK' }).success).toBe(true)
  })

  it('accepts names with apostrophes and hyphens', () => {
    expect(addressSchema.safeParse({ ...home, first_name: 'Jean-Luc', last_name: "D'Angelo" }).success).toBe(
      true,
    )
  })

  it('accepts the curly apostrophe a phone types in a name', () => {
    for (const last_name of ['D’Amico', 'Oʼ Brien'])
      expect(addressSchema.safeParse({ ...home, last_name }).success).toBe(true)
  })

  it.each([
    ['a line of 36 characters', { line_1: 'x'.repeat(36) }, 'line_1', 'validation:tooLong?max=35'],
    ['a digit in a name', { first_name: 'Giulia2' }, 'first_name', 'validation:lettersAndSpaces'],
    ['a country that is not a code', { country_code: 'Italia' }, 'country_code', 'validation:countryCode'],
    ['a phone with letters', { phone: '051 CALLME' }, 'phone', 'validation:phone'],
    ['a phone too short for a courier to call', { phone: '12345' }, 'phone', 'validation:phone'],
    ['a malformed zip code', { zip_code: '40/121' }, 'zip_code', 'validation:invalid'],
    ['a zip code longer than any country’s', { zip_code: '12345678901' }, 'zip_code', 'validation:invalid'],
    ['four digits for an Italian CAP', { zip_code: '4012' }, 'zip_code', 'validation:zipCode?example=00184'],
    [
      'a Dutch code without its letters',
      { zip_code: '1012', country_code: 'NL' },
      'zip_code',
      'validation:zipCode?example=1012+AB',
    ],
    ['a malformed e-mail', { email: 'giulia@' }, 'email', 'validation:email'],
    [
      'a last usage that is no timestamp',
      { metadata: { lastUsage: 'yesterday' } },
      'metadata.lastUsage',
      'validation:date',
    ],
  ])('refuses %s', (_, change, path, message) => {
    expect(issuesOf(addressSchema.safeParse({ ...home, ...change }))).toEqual([[path, message]])
  })

  it('keeps last usage and roles in the metadata', () => {
    const metadata = { lastUsage: '2026-11-20T10:00:00Z', isShipping: true, isBilling: false }
    expect(shippingAddressSchema.parse({ ...home, metadata }).metadata).toEqual(metadata)
  })

  it('drops billing metadata from a shipping-only address', () => {
    const address = shippingAddressSchema.parse({
      ...home,
      metadata: { person_type: 'private', sdi: 'M5UXCR1' },
    })
    expect(address.metadata).toEqual({})
  })
})
