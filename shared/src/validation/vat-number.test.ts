import { describe, expect, it } from 'vitest'
import { isItalianVatNumber, vatNumberSchema } from './vat-number'

// Luhn as the partita IVA uses it, written out by hand for the examples.
function withCheckDigit(first10: string): string {
  const sum = [...first10].map(Number).reduce((total, digit, i) => {
    const value = i % 2 === 1 ? digit * 2 : digit
    return total + (value > 9 ? value - 9 : value)
  }, 0)
  return first10 + ((10 - (sum % 10)) % 10)
}

describe('isItalianVatNumber', () => {
  it.each([['01234567897'], ['12345678903'], [withCheckDigit('0011402096')], [withCheckDigit('0915916015')]])(
    'accepts %s',
    (value) => {
      expect(isItalianVatNumber(value)).toBe(true)
    },
  )

  it.each([
    ['a wrong check digit', '01234567890'],
    ['10 digits', '0123456789'],
    ['12 digits', '012345678970'],
    ['a letter', '0123456789A'],
    ['all zeros, which passes Luhn but is no one', '00000000000'],
  ])('refuses %s', (_, value) => {
    expect(isItalianVatNumber(value)).toBe(false)
  })
})

describe('vatNumberSchema', () => {
  it('removes spaces and the IT prefix people copy from invoices', () => {
    expect(vatNumberSchema.parse('IT 012 345 678 97')).toBe('01234567897')
    expect(vatNumberSchema.parse('it01234567897')).toBe('01234567897')
  })

  it('reports a wrong check digit with the VAT message', () => {
    expect(vatNumberSchema.safeParse('01234567891').error?.issues[0]?.message).toBe('validation:vatNumber')
  })
})
