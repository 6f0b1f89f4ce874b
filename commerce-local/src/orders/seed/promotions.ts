import type { StoredRecord } from '../../db/records'
import { seedRecord, seedRef } from '../../seed/seed-record'

const window = { starts_at: '2026-01-01T00:00:00.000Z', expires_at: '2030-12-31T23:59:59.000Z' }
const common = {
  exclusive: false,
  total_usage_count: 0,
  status: 'active',
  active: true,
  total_usage_reached: false,
}

interface CouponPromotion {
  key: string
  type: 'percentage_discount_promotions' | 'fixed_amount_promotions' | 'free_shipping_promotions'
  name: string
  coupon: string
  priority: number
  attributes?: Record<string, unknown>
  minOrderCents?: number
}

/** The demo coupons: one per promotion kind, the fixed one per currency. */
export const demoCoupons: readonly CouponPromotion[] = [
  {
    key: 'welcome10',
    type: 'percentage_discount_promotions',
    name: '10% welcome discount',
    coupon: 'WELCOME10',
    priority: 1,
    attributes: { percentage: 10 },
  },
  ...(['EUR', 'GBP', 'CHF', 'USD'] as const).map((currency) => ({
    key: `fiveoff-${currency.toLowerCase()}`,
    type: 'fixed_amount_promotions' as const,
    name: `5 ${currency} off orders over 40`,
    coupon: `FIVEOFF${currency}`,
    priority: 2,
    attributes: { currency_code: currency, fixed_amount_cents: 500 },
    minOrderCents: 4000,
  })),
  {
    key: 'freeship',
    type: 'free_shipping_promotions',
    name: 'Free shipping',
    coupon: 'FREESHIP',
    priority: 3,
  },
]

function promotionRecords(p: CouponPromotion): StoredRecord[] {
  const promotion = seedRef(p.type, p.key)
  const rule = seedRecord({
    type: 'coupon_codes_promotion_rules',
    key: p.key,
    attributes: { type: 'coupon_codes_promotion_rules' },
    relationships: { promotion },
  })
  const records = [
    seedRecord({
      type: p.type,
      key: p.key,
      attributes: {
        name: p.name,
        type: p.type,
        priority: p.priority,
        currency_code: null,
        ...window,
        ...common,
        ...p.attributes,
      },
    }),
    rule,
    seedRecord({
      type: 'coupons',
      key: p.coupon,
      attributes: { code: p.coupon, usage_count: 0, usage_limit: null, customer_single_use: false },
      relationships: { promotion_rule: { type: rule.type, id: rule.id } },
    }),
  ]
  if (p.minOrderCents !== undefined) {
    records.push(
      seedRecord({
        type: 'order_amount_promotion_rules',
        key: p.key,
        attributes: {
          type: 'order_amount_promotion_rules',
          order_amount_cents: p.minOrderCents,
          use_subtotal: false,
        },
        relationships: { promotion },
      }),
    )
  }
  return records
}

/** Coupon-triggered promotions of every kind, in every market of their currency. */
export function promotionSeed(): StoredRecord[] {
  return demoCoupons.flatMap(promotionRecords)
}
