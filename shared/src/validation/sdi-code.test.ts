import { describe, expect, it } from 'vitest'
import { sdiCodeSchema } from './sdi-code'

describe('sdiCodeSchema', () => {
  // 6 characters: a public administration's office code; the invoice rules check which applies.
  it.each([['M5UXCR1'], ['0000000'], ['KRRH6B9'], ['UFY9MH']])('accepts %s', (code) => {
    expect(sdiCodeSchema.parse(code)).toBe(code)
  })

  it('upper-cases a code typed in lower case', () => {
    expect(sdiCodeSchema.parse('m5uxcr1')).toBe('M5UXCR1')
  })

  it.each([
    ['5 characters', 'M5UXC'],
    ['8 characters', 'M5UXCR12'],
    ['a symbol', 'M5UX-R1'],
  ])('refuses %s', (_, code) => {
    expect(sdiCodeSchema.safeParse(code).error?.issues[0]?.message).toBe('validation:sdiCode')
  })
})
