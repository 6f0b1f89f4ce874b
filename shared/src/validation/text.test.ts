import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  addressLineSchema,
  alphanumericSchema,
  digitsAndSpacesSchema,
  lettersAndSpacesSchema,
  lettersDigitsAndSpacesSchema,
  optionalAddressLineSchema,
  optionalField,
  requiredTextSchema,
} from './text'

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message

describe('requiredTextSchema', () => {
  it('trims a filled-in text', () => {
    expect(requiredTextSchema.parse('  Mario ')).toBe('Mario')
  })

  it.each([[''], ['   '], [undefined], [null]])('reports %j as required', (value) => {
    expect(messageOf(requiredTextSchema, value)).toBe('validation:required')
  })
})

describe('optionalField', () => {
  const schema = optionalField(z.string().min(3, 'validation:tooShort'))

  it('turns an empty or blank input into undefined', () => {
    expect(schema.parse('')).toBeUndefined()
    expect(schema.parse('  ')).toBeUndefined()
    expect(schema.parse(undefined)).toBeUndefined()
  })

  it('still checks a value that was given', () => {
    expect(schema.parse('abc')).toBe('abc')
    expect(messageOf(schema, 'ab')).toBe('validation:tooShort')
  })
})

describe('lettersAndSpacesSchema', () => {
  it.each([['Mario Rossi'], ['José Müller'], ['Łukasz']])('accepts %j', (value) => {
    expect(lettersAndSpacesSchema.safeParse(value).success).toBe(true)
  })

  it('accepts accents typed as combining marks, as some keyboards send them', () => {
    const decomposed = 'José Müller'.normalize('NFD')
    expect(decomposed).not.toBe('José Müller')
    expect(lettersAndSpacesSchema.safeParse(decomposed).success).toBe(true)
  })

  it.each([['Mario2'], ['Rossi!'], ['a_b']])('refuses %j', (value) => {
    expect(messageOf(lettersAndSpacesSchema, value)).toBe('validation:lettersAndSpaces')
  })
})

describe('lettersDigitsAndSpacesSchema', () => {
  it('accepts letters, digits and spaces', () => {
    expect(lettersDigitsAndSpacesSchema.safeParse('Via Roma 12').success).toBe(true)
  })

  it('refuses punctuation', () => {
    expect(messageOf(lettersDigitsAndSpacesSchema, 'Via Roma, 12')).toBe('validation:lettersDigitsAndSpaces')
  })
})

describe('digitsAndSpacesSchema', () => {
  it('accepts digits grouped by spaces', () => {
    expect(digitsAndSpacesSchema.safeParse('333 123 4567').success).toBe(true)
  })

  it.each([['333-1234'], ['12a']])('refuses %j', (value) => {
    expect(messageOf(digitsAndSpacesSchema, value)).toBe('validation:digitsAndSpaces')
  })
})

describe('alphanumericSchema', () => {
  it('accepts up to 35 letters and digits', () => {
    expect(alphanumericSchema.safeParse(`${'A1'.repeat(17)}B`).success).toBe(true)
  })

  it.each([['A1'.repeat(18)], ['AB 12'], ['ÀB12']])('refuses %j with the limit in the message', (value) => {
    expect(messageOf(alphanumericSchema, value)).toBe('validation:alphanumericMax?max=35')
  })
})

describe('address lines', () => {
  it('accepts 35 characters', () => {
    expect(addressLineSchema.safeParse('x'.repeat(35)).success).toBe(true)
    expect(optionalAddressLineSchema.safeParse('x'.repeat(35)).success).toBe(true)
  })

  it('refuses 36 characters', () => {
    expect(messageOf(addressLineSchema, 'x'.repeat(36))).toBe('validation:tooLong?max=35')
    expect(messageOf(optionalAddressLineSchema, 'x'.repeat(36))).toBe('validation:tooLong?max=35')
  })

  it('lets an optional line be left empty', () => {
    expect(optionalAddressLineSchema.parse('')).toBeUndefined()
  })
})
