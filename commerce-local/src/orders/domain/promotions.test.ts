import { describe, expect, it } from 'vitest'
import { distribute, itemDiscount } from './discounts'
import { applicablePromotions, type Promotion } from './promotions'

const now = new Date('2026-06-01T00:00:00Z')
const base: Promotion = {
  id: 'p1',
  type: 'percentage_discount_promotions',
  name: '10% off',
  marketId: null,
  currencyCode: 'EUR',
  priority: null,
  exclusive: false,
  startsAt: '2026-01-01T00:00:00Z',
  expiresAt: '2027-01-01T00:00:00Z',
  disabledAt: null,
  totalUsageLimit: null,
  totalUsageCount: 0,
  percentage: 10,
  fixedAmountCents: null,
  couponCodes: ['WELCOME10'],
  minOrderAmountCents: null,
  skuCodes: null,
}
const items = [
  { id: 'a', code: 'OIL', totalAmountCents: 1999 },
  { id: 'b', code: 'WINE', totalAmountCents: 3001 },
]
const context = { now, marketId: 'mkItalyxxx', currencyCode: 'EUR', couponCode: 'welcome10', items }

describe('applicablePromotions', () => {
  it('applies a coupon promotion only when the order carries one of its codes', () => {
    expect(applicablePromotions([base], context)).toHaveLength(1)
    expect(applicablePromotions([base], { ...context, couponCode: 'OTHER' })).toHaveLength(0)
    expect(applicablePromotions([base], { ...context, couponCode: null })).toHaveLength(0)
  })

  it('ignores promotions not yet started, expired, disabled, exhausted, of another market or currency', () => {
    expect(applicablePromotions([{ ...base, marketId: 'mkItalyxxx' }], context)).toHaveLength(1)
    const dead = [
      { ...base, startsAt: '2026-07-01T00:00:00Z' },
      { ...base, expiresAt: '2026-05-01T00:00:00Z' },
      { ...base, disabledAt: '2026-02-01T00:00:00Z' },
      { ...base, totalUsageLimit: 3, totalUsageCount: 3 },
      { ...base, marketId: 'mkUnitedKd' },
      { ...base, currencyCode: 'GBP' },
    ]
    expect(applicablePromotions(dead, context)).toEqual([])
  })

  it('waits for the minimum order amount', () => {
    const threshold = { ...base, couponCodes: null, minOrderAmountCents: 5001 }
    expect(applicablePromotions([threshold], context)).toEqual([])
    expect(applicablePromotions([{ ...threshold, minOrderAmountCents: 5000 }], context)).toHaveLength(1)
  })

  it('lets an exclusive promotion shut out the others', () => {
    const exclusive = { ...base, id: 'x', exclusive: true, priority: 5 }
    expect(applicablePromotions([base, exclusive], context).map((p) => p.id)).toEqual(['x'])
  })
})

describe('itemDiscount', () => {
  it('takes the percentage off and spreads it over the items to the cent', () => {
    const discount = itemDiscount(base, items)
    expect(discount?.amountCents).toBe(-500)
    const shares = [...(discount?.shares.values() ?? [])]
    expect(shares.reduce((sum, v) => sum + v, 0)).toBe(-500)
  })

  it('never discounts more than the items cost', () => {
    const fixed = { ...base, type: 'fixed_amount_promotions' as const, fixedAmountCents: 99999 }
    expect(itemDiscount(fixed, items)?.amountCents).toBe(-5000)
  })

  it('limits a sku-list promotion to its skus', () => {
    const listed = { ...base, skuCodes: ['WINE'] }
    const discount = itemDiscount(listed, items)
    expect(discount?.amountCents).toBe(-300)
    expect(discount?.shares.has('a')).toBe(false)
  })
})

describe('distribute', () => {
  it('keeps the sum exact whatever the weights', () => {
    const parts = distribute(100, [1, 1, 1])
    expect(parts.reduce((s, v) => s + v, 0)).toBe(100)
    expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1)
  })
})
