import { describe, expect, it } from 'vitest'
import { formatCents } from './format'

describe('formatCents', () => {
  it('writes the symbol first with the currency’s own separators', () => {
    expect(formatCents(123450, 'EUR')).toBe('€1.234,50')
    expect(formatCents(123450, 'GBP')).toBe('£1,234.50')
    expect(formatCents(5, 'USD')).toBe('$0.05')
    expect(formatCents(0, 'EUR')).toBe('€0,00')
  })

  it('puts the sign before the symbol and names a currency it has no style for', () => {
    expect(formatCents(-550, 'EUR')).toBe('-€5,50')
    expect(formatCents(1000, 'SEK')).toBe('SEK 10.00')
  })
})
