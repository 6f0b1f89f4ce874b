import { describe, expect, it } from 'vitest'
import { moneyFields } from './money'

describe('moneyFields', () => {
  it('renders cents, float and a formatted amount under Commerce Layer field names', () => {
    expect(moneyFields('discount_amount', -550, 'EUR')).toEqual({
      discount_amount_cents: -550,
      discount_amount_float: -5.5,
      formatted_discount_amount: '-€5,50',
    })
  })

  it('writes every currency in its own style, as catalog prices are', () => {
    expect(moneyFields('total_amount', 12345678, 'EUR').formatted_total_amount).toBe('€123.456,78')
    expect(moneyFields('total_amount', 123456, 'GBP').formatted_total_amount).toBe('£1,234.56')
    expect(moneyFields('total_amount', 123456, 'USD').formatted_total_amount).toBe('$1,234.56')
    expect(moneyFields('total_amount', 1250, 'CHF').formatted_total_amount).toBe('CHF 12.50')
  })
})
