import { describe, expect, it } from 'vitest'
import type { Promotion } from './promotions'
import { taxOf } from './taxes'
import { computeTotals, type TotalsInput } from './totals'

const promotion: Promotion = {
  id: 'p',
  type: 'percentage_discount_promotions',
  name: '10%',
  marketId: null,
  currencyCode: null,
  priority: 1,
  exclusive: false,
  startsAt: '2020-01-01T00:00:00Z',
  expiresAt: '2100-01-01T00:00:00Z',
  disabledAt: null,
  totalUsageLimit: null,
  totalUsageCount: 0,
  percentage: 10,
  fixedAmountCents: null,
  couponCodes: null,
  minOrderAmountCents: null,
  skuCodes: null,
}
const input: TotalsInput = {
  lines: [
    { id: 'l1', code: 'OIL', quantity: 2, unitAmountCents: 1500, optionsAmountCents: 0 },
    { id: 'l2', code: 'BOX', quantity: 1, unitAmountCents: 4000, optionsAmountCents: 0 },
  ],
  adjustmentsCents: [],
  shipments: [{ id: 's1', priceAmountCents: 900, freeOverAmountCents: null, useSubtotal: false }],
  paymentMethodPriceCents: 0,
  promotions: [],
  giftCardBalanceCents: null,
  taxRate: 0.22,
  taxIncluded: true,
}

describe('computeTotals', () => {
  it('adds line items, shipping and payment into a tax-included total', () => {
    const totals = computeTotals({ ...input, paymentMethodPriceCents: 300 })
    expect(totals.subtotal).toBe(7000)
    expect(totals.total).toBe(7000 + 900 + 300)
    expect(totals.totalWithTaxes).toBe(totals.total)
    expect(totals.totalTax).toBe(totals.subtotalTax + totals.shippingTax + totals.paymentMethodTax)
    expect(totals.shippingTax).toBe(taxOf(900, 0.22, true))
    expect(totals.skusCount).toBe(3)
  })

  it('adds taxes on top when prices are net', () => {
    const totals = computeTotals({ ...input, taxIncluded: false, taxRate: 0.1 })
    expect(totals.total).toBe(7900)
    expect(totals.totalWithTaxes).toBe(7900 + totals.totalTax)
    expect(totals.totalTax).toBe(700 + 90)
  })

  it('taxes nothing before the order has a country', () => {
    const totals = computeTotals({ ...input, taxRate: null })
    expect(totals.totalTax).toBe(0)
    expect(totals.subtotalTaxable).toBe(totals.subtotal)
  })

  it('discounts the items and taxes the discounted amounts', () => {
    const totals = computeTotals({ ...input, promotions: [promotion] })
    expect(totals.discount).toBe(-700)
    expect(totals.total).toBe(7000 - 700 + 900)
    expect(totals.lines.reduce((s, l) => s + l.discountCents, 0)).toBe(-700)
    expect(totals.subtotalTax).toBe(
      totals.lines.reduce((s, l) => s + taxOf(l.totalAmountCents + l.discountCents, 0.22, true), 0),
    )
  })

  it('never discounts the items below zero, however much the promotions add up to', () => {
    const fixed = {
      ...promotion,
      type: 'fixed_amount_promotions' as const,
      percentage: null,
      fixedAmountCents: 5000,
    }
    const totals = computeTotals({ ...input, promotions: [fixed, { ...fixed, id: 'q' }] })
    expect(totals.discount).toBe(-7000)
    expect(totals.total).toBe(900)
    // The second promotion gets what the first left, so the lines and the promotions agree.
    expect(totals.discounts.map((d) => [d.promotion.id, d.amountCents])).toEqual([
      ['p', -5000],
      ['q', -2000],
    ])
    expect(totals.lines.map((line) => line.totalAmountCents + line.discountCents)).toEqual([0, 0])
    expect(totals.subtotalTax).toBe(0)
  })

  it('drops a promotion that finds nothing left to discount', () => {
    const everything = { ...promotion, percentage: 100 }
    const totals = computeTotals({ ...input, promotions: [everything, { ...promotion, id: 'q' }] })
    expect(totals.discounts.map((d) => d.promotion.id)).toEqual(['p'])
    expect(totals.discount).toBe(-7000)
  })

  it('ships for free over the method threshold, compared after discounts unless told to use the subtotal', () => {
    const shipments = [{ id: 's1', priceAmountCents: 900, freeOverAmountCents: 6500, useSubtotal: false }]
    expect(computeTotals({ ...input, shipments }).shipping).toBe(0)
    expect(computeTotals({ ...input, shipments, promotions: [promotion] }).shipping).toBe(900)
    const bySubtotal = [{ ...shipments[0]!, useSubtotal: true }]
    expect(computeTotals({ ...input, shipments: bySubtotal, promotions: [promotion] }).shipping).toBe(0)
  })

  it('turns a free shipping promotion into a discount equal to the shipping', () => {
    const free = { ...promotion, type: 'free_shipping_promotions' as const }
    const totals = computeTotals({ ...input, promotions: [free] })
    expect(totals.shipping).toBe(900)
    expect(totals.discount).toBe(-900)
    expect(totals.total).toBe(7000)
    expect(totals.shippingTax).toBe(0)
  })

  it('pays with the gift card up to its balance and never below zero', () => {
    const partial = computeTotals({ ...input, giftCardBalanceCents: 2500 })
    expect(partial.giftCard).toBe(-2500)
    expect(partial.totalWithTaxes).toBe(7900 - 2500)
    const covering = computeTotals({ ...input, giftCardBalanceCents: 100000 })
    expect(covering.giftCard).toBe(-7900)
    expect(covering.totalWithTaxes).toBe(0)
  })
})
