import { describe, expect, it } from 'vitest'
import { formatCents, moneyFields } from './money'

describe('moneyFields', () => {
  it('renders cents, float and a formatted amount under Commerce Layer field names', () => {
    const fields = moneyFields('discount_amount', -550, 'EUR', 'en')
    expect(fields).toEqual({
      discount_amount_cents: -550,
      discount_amount_float: -5.5,
      formatted_discount_amount: new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(
        -5.5,
      ),
    })
  })

  it('follows the language for separators and the currency for the symbol', () => {
    expect(formatCents(12345678, 'EUR', 'it')).toContain('123.456,78')
    expect(formatCents(123456, 'GBP', 'en')).toBe('£1,234.56')
    expect(formatCents(123456, 'CHF', 'de')).toContain('CHF')
  })
})
