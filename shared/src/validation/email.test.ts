import { describe, expect, it } from 'vitest'
import { emailSchema, pecSchema } from './email'

describe('emailSchema', () => {
  it('accepts an address and trims the spaces around it', () => {
    expect(emailSchema.parse(' mario.rossi@example.it ')).toBe('mario.rossi@example.it')
  })

  it.each([['mario.rossi'], ['mario@'], ['@example.it'], ['mario rossi@example.it']])(
    'refuses %j',
    (value) => {
      expect(emailSchema.safeParse(value).error?.issues[0]?.message).toBe('validation:email')
    },
  )

  it('takes the longest address RFC 5321 delivers, 254 characters, and refuses one more as too long', () => {
    const address = (length: number) => `${'a'.repeat(length - '@example.it'.length)}@example.it`
    expect(emailSchema.safeParse(address(254)).success).toBe(true)
    expect(emailSchema.safeParse(address(255)).error?.issues.map((issue) => issue.message)).toEqual([
      'validation:tooLong?max=254',
    ])
    expect(pecSchema.safeParse(address(5_000)).error?.issues[0]?.message).toBe('validation:tooLong?max=254')
  })

  it('says required, not invalid, when nothing was typed', () => {
    expect(emailSchema.safeParse('').error?.issues[0]?.message).toBe('validation:required')
  })
})

describe('pecSchema', () => {
  it('accepts a certified mail address', () => {
    expect(pecSchema.parse('fatture@pec.trattoria-da-mario.it')).toBe('fatture@pec.trattoria-da-mario.it')
  })

  it('refuses a malformed address with the PEC message', () => {
    expect(pecSchema.safeParse('fatture@pec').error?.issues[0]?.message).toBe('validation:pec')
  })
})
