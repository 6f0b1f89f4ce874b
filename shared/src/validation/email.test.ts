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
