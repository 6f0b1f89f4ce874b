import { describe, expect, it } from 'vitest'
import { fiscalCodeCheckChar, fiscalCodeSchema, isItalianFiscalCode } from './fiscal-code'

// The check character as the Agenzia delle Entrate publishes it, written out independently
// of the implementation: odd positions (1st, 3rd …) use the "dispari" table, even ones the
// "pari" table, and the remainder of the sum by 26 names the letter.
const dispariTable =
  'A1 B0 C5 D7 E9 F13 G15 H17 I19 J21 K2 L4 M18 N20 O11 P3 Q6 R8 S12 T14 U16 V10 W22 X25 Y24 Z23'
const dispari = new Map(dispariTable.split(' ').map((entry) => [entry[0]!, Number(entry.slice(1))]))
// Digits count as the letters A–J in the odd table.
const dispariOf = (char: string) => dispari.get(/\d/.test(char) ? 'ABCDEFGHIJ'[Number(char)]! : char)!
const pari = (char: string) => (/\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65)

function withCheckChar(first15: string): string {
  const sum = [...first15].reduce((total, char, i) => total + (i % 2 === 0 ? dispariOf(char) : pari(char)), 0)
  return first15 + String.fromCharCode(65 + (sum % 26))
}

function withWrongCheckChar(first15: string): string {
  const right = withCheckChar(first15).at(-1)!
  return first15 + (right === 'Z' ? 'A' : String.fromCharCode(right.charCodeAt(0) + 1))
}

describe('fiscalCodeCheckChar', () => {
  it('gives the check character of the well-known example of Mario Rossi', () => {
    expect(fiscalCodeCheckChar('RSSMRA85T10A562')).toBe('S')
  })

  it.each([['RSSMRA85T10A562'], ['VRDGPP80A41H501'], ['BNCLRA92M55F205'], ['RSSMRA85T10A56N']])(
    'agrees with the published algorithm for %s',
    (first15) => {
      expect(fiscalCodeCheckChar(first15)).toBe(withCheckChar(first15).at(-1))
    },
  )
})

describe('isItalianFiscalCode', () => {
  it.each([
    ['a man born in Pisa', withCheckChar('RSSMRA85T10A562')],
    ['a woman (day + 40) born in Rome', withCheckChar('VRDGPP80A41H501')],
    ['a man born on the 1st', withCheckChar('RSSMRA85T01A562')],
    ['a man born on the 31st', withCheckChar('RSSMRA85T31A562')],
    ['a woman born on the 31st', withCheckChar('BNCLRA92M71F205')],
    ['omocodia in the town code', withCheckChar('RSSMRA85T10A56N')],
    ['omocodia in every digit', withCheckChar('RSSMRAURTMLARQN')],
    ['a company code, checked like a VAT number', '01234567897'],
  ])('accepts %s', (_, code) => {
    expect(isItalianFiscalCode(code)).toBe(true)
  })

  it.each([
    ['a wrong check character', withWrongCheckChar('RSSMRA85T10A562')],
    ['a wrong check character with omocodia', withWrongCheckChar('RSSMRA85T10A56N')],
    ['a month letter that names no month', withCheckChar('RSSMRA85Z10A562')],
    ['day 32', withCheckChar('RSSMRA85T32A562')],
    ['day 00', withCheckChar('RSSMRA85T00A562')],
    ['day 72', withCheckChar('RSSMRA85T72A562')],
    ['day 40, between a man’s last day and a woman’s first', withCheckChar('RSSMRA85T40A562')],
    ['a month letter the table skips (F)', withCheckChar('RSSMRA85F10A562')],
    ['a digit among the letters of surname and name', withCheckChar('RSSMR185T10A562')],
    ['a letter that is not an omocodia letter in place of a digit', withCheckChar('RSSMRA8AT10A562')],
    ['15 characters', 'RSSMRA85T10A562'],
    ['lower case (the schema upper-cases first)', 'rssmra85t10a562s'],
    ['a company code with a wrong check digit', '01234567890'],
  ])('refuses %s', (_, code) => {
    expect(isItalianFiscalCode(code)).toBe(false)
  })
})

describe('fiscalCodeSchema', () => {
  it('upper-cases and removes spaces before checking', () => {
    expect(fiscalCodeSchema.parse(' rssmra85t10a562s ')).toBe('RSSMRA85T10A562S')
    expect(fiscalCodeSchema.parse('RSS MRA 85T10 A562S')).toBe('RSSMRA85T10A562S')
  })

  it('reports an invalid code with the fiscal code message', () => {
    expect(fiscalCodeSchema.safeParse('RSSMRA85T10A562T').error?.issues[0]?.message).toBe(
      'validation:fiscalCode',
    )
  })

  it('reports a missing code as required', () => {
    expect(fiscalCodeSchema.safeParse('').error?.issues[0]?.message).toBe('validation:required')
  })
})
