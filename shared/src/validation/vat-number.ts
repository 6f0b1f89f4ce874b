import { issueMessage } from './messages'
import { requiredTextSchema } from './text'

/**
 * Whether an 11-digit string carries a correct partita IVA check digit: the Luhn scheme,
 * doubling the digits in even positions (2nd, 4th … counting from one). The 11-digit
 * numeric codice fiscale of a company follows the same rule.
 */
export function isItalianVatNumber(value: string): boolean {
  if (!/^\d{11}$/.test(value) || /^0+$/.test(value)) return false
  const digits = [...value].map(Number)
  const sum = digits.slice(0, 10).reduce((total, digit, index) => {
    if (index % 2 === 0) return total + digit
    const doubled = digit * 2
    return total + (doubled > 9 ? doubled - 9 : doubled)
  }, 0)
  return (10 - (sum % 10)) % 10 === digits[10]
}

/** A partita IVA: 11 digits; an `IT` prefix and spaces are tolerated and removed. */
export const vatNumberSchema = requiredTextSchema
  .transform((value) => value.replace(/\s/g, '').replace(/^IT/i, ''))
  .refine(isItalianVatNumber, issueMessage('vatNumber'))
