import type { LineItem } from '@commercelayer/sdk'
import { describe, expect, it } from 'vitest'
import { couponGivesDiscount } from './coupon-discount'

const sku = { id: 'li1', item_type: 'skus', total_amount_cents: 1990 } as LineItem
const promotion = (fields: Partial<LineItem>) =>
  ({ id: 'li2', item_type: 'fixed_amount_promotions', total_amount_cents: -500, ...fields }) as LineItem

describe('couponGivesDiscount', () => {
  it('sees the discount of a promotion line item the coupon triggered', () => {
    const lines = [sku, promotion({ coupon_code: 'FIVEOFFCHF' })]
    expect(couponGivesDiscount({ coupon_code: 'fiveoffchf', line_items: lines })).toBe(true)
  })

  it('finds none when the coupon is on the order below its minimum: no promotion line item', () => {
    expect(couponGivesDiscount({ coupon_code: 'FIVEOFFCHF', line_items: [sku] })).toBe(false)
  })

  it('does not count an automatic promotion, which names no coupon, as the coupon’s discount', () => {
    const lines = [sku, promotion({ coupon_code: null })]
    expect(couponGivesDiscount({ coupon_code: 'FIVEOFFCHF', line_items: lines })).toBe(false)
  })

  it('does not count a promotion line item that takes nothing off', () => {
    const lines = [sku, promotion({ coupon_code: 'FREESHIP', total_amount_cents: 0 })]
    expect(couponGivesDiscount({ coupon_code: 'FREESHIP', line_items: lines })).toBe(false)
  })

  it('is false without a coupon', () => {
    expect(couponGivesDiscount({ coupon_code: null, line_items: [sku] })).toBe(false)
  })
})
