import { issueMessage } from './messages'
import { requiredTextSchema } from './text'
import { isItalianVatNumber } from './vat-number'

// Letters that replace digits in an omocodia code: L stands for 0, M for 1 … V for 9.
const omocodiaLetters = 'LMNPQRSTUV'
const digit = `[0-9${omocodiaLetters}]`
const personalShape = new RegExp(`^[A-Z]{6}${digit}{2}[ABCDEHLMPRST]${digit}{2}[A-Z]${digit}{3}[A-Z]$`)

// Values of a character in an odd (1st, 3rd …) position, per the Ministry's published table;
// digits share the values of the letters A–J.
const oddValues = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
]

function charIndex(char: string): number {
  const code = char.charCodeAt(0)
  return code <= 57 ? code - 48 : code - 65
}

/** The check character of the first 15 characters of a personal codice fiscale. */
export function fiscalCodeCheckChar(first15: string): string {
  const sum = [...first15].reduce(
    (total, char, index) => total + (index % 2 === 0 ? oddValues[charIndex(char)]! : charIndex(char)),
    0,
  )
  return String.fromCharCode(65 + (sum % 26))
}

function dayOfBirth(code: string): number {
  const day = [...code.slice(9, 11)].map((char) => {
    const omocodia = omocodiaLetters.indexOf(char)
    return omocodia >= 0 ? omocodia : Number(char)
  })
  return day[0]! * 10 + day[1]!
}

/**
 * Whether a value is an Italian codice fiscale: 16 characters for a person (omocodia letters
 * allowed, day 1–31, or 41–71 for women) with a correct check character, or the 11-digit
 * numeric code of a company, checked like a VAT number.
 */
export function isItalianFiscalCode(value: string): boolean {
  if (/^\d{11}$/.test(value)) return isItalianVatNumber(value)
  if (!personalShape.test(value)) return false
  const day = dayOfBirth(value)
  const isDayOfMonth = (day >= 1 && day <= 31) || (day >= 41 && day <= 71)
  if (!isDayOfMonth) return false
  return fiscalCodeCheckChar(value.slice(0, 15)) === value[15]
}

/** A codice fiscale as typed: spaces removed, upper-cased, then checked. */
export const fiscalCodeSchema = requiredTextSchema
  .transform((value) => value.replace(/\s/g, '').toUpperCase())
  .refine(isItalianFiscalCode, issueMessage('fiscalCode'))
