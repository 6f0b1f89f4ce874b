import { describe, expect, it } from 'vitest'
import { ibanSchema } from './iban'

describe('ibanSchema', () => {
  it.each([
    ['an Italian IBAN', 'IT60X0542811101000000123456'],
    ['a German IBAN', 'DE89370400440532013000'],
    ['a British IBAN', 'GB82WEST12345698765432'],
  ])('accepts %s', (_, iban) => {
    expect(ibanSchema.parse(iban)).toBe(iban)
  })

  it('accepts an IBAN typed in groups and lower case, storing the electronic format', () => {
    expect(ibanSchema.parse('it60 x054 2811 1010 0000 0123 456')).toBe('IT60X0542811101000000123456')
  })

  it.each([
    ['a wrong mod-97 checksum', 'IT61X0542811101000000123456'],
    ['a wrong length', 'IT60X054281110100000012345'],
    ['an unknown country', 'XX60X0542811101000000123456'],
  ])('refuses %s', (_, iban) => {
    expect(ibanSchema.safeParse(iban).error?.issues[0]?.message).toBe('validation:iban')
  })
})
