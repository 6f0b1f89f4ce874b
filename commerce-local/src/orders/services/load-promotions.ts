import { findRecords, type StoredRecord } from '../../db/records'
import type { Promotion, PromotionType } from '../domain/promotions'

export const promotionTypes: readonly PromotionType[] = [
  'percentage_discount_promotions',
  'fixed_amount_promotions',
  'free_shipping_promotions',
]

const text = (value: unknown) => (typeof value === 'string' ? value : null)
const integer = (value: unknown) => (typeof value === 'number' ? value : null)

function toPromotion(record: StoredRecord, couponCodes: string[] | null, minOrder: number | null): Promotion {
  const a = record.attributes
  return {
    id: record.id,
    type: record.type as PromotionType,
    name: text(a.name) ?? record.type,
    marketId: record.relationships.market?.id ?? null,
    currencyCode: text(a.currency_code),
    priority: integer(a.priority),
    exclusive: a.exclusive === true,
    startsAt: text(a.starts_at) ?? '1970-01-01T00:00:00Z',
    expiresAt: text(a.expires_at) ?? '9999-12-31T00:00:00Z',
    disabledAt: text(a.disabled_at),
    totalUsageLimit: integer(a.total_usage_limit),
    totalUsageCount: integer(a.total_usage_count) ?? 0,
    percentage: integer(a.percentage),
    fixedAmountCents: integer(a.fixed_amount_cents),
    couponCodes,
    minOrderAmountCents: minOrder,
    skuCodes: Array.isArray(record.internal.sku_codes) ? (record.internal.sku_codes as string[]) : null,
  }
}

/**
 * Every promotion of the market (or of no market) with its coupon codes and order amount rule,
 * in one round trip: rules and coupons are selected through subqueries on the promotions.
 */
export async function loadPromotions(db: D1Database, marketId: string): Promise<Promotion[]> {
  const ofMarket = marketOrNone(marketId)
  const promotionIds = {
    sql: `SELECT id FROM records WHERE type IN (SELECT value FROM json_each(?)) AND (${ofMarket.sql})`,
    params: [JSON.stringify(promotionTypes), ...ofMarket.params],
  }
  const ruleOfPromotions = {
    sql: `json_extract(relationships, '$.promotion.id') IN (${promotionIds.sql})`,
    params: promotionIds.params,
  }
  const [percentage, fixed, freeShipping, couponRules, amountRules, coupons] = await Promise.all([
    ...promotionTypes.map((type) => findRecords(db, type, { where: [ofMarket] })),
    findRecords(db, 'coupon_codes_promotion_rules', { where: [ruleOfPromotions] }),
    findRecords(db, 'order_amount_promotion_rules', { where: [ruleOfPromotions] }),
    findRecords(db, 'coupons', {
      where: [
        {
          sql: `json_extract(relationships, '$.promotion_rule.id') IN (SELECT id FROM records WHERE type = 'coupon_codes_promotion_rules' AND ${ruleOfPromotions.sql})`,
          params: ruleOfPromotions.params,
        },
      ],
    }),
  ])
  const records = [percentage, fixed, freeShipping].flatMap((found) => found ?? [])
  return records.map((record) => {
    const rule = couponRules?.find((r) => r.relationships.promotion?.id === record.id)
    const codes = rule
      ? (coupons ?? [])
          .filter((c) => c.relationships.promotion_rule?.id === rule.id)
          .flatMap((c) => usableCode(c))
      : null
    const amount = amountRules?.find((r) => r.relationships.promotion?.id === record.id)
    return toPromotion(record, codes, amount ? integer(amount.attributes.order_amount_cents) : null)
  })
}

function marketOrNone(marketId: string) {
  return {
    sql: "json_extract(relationships, '$.market.id') IS NULL OR json_extract(relationships, '$.market.id') = ?",
    params: [marketId],
  }
}

/** A coupon counts while it has uses left and has not expired. */
function usableCode(coupon: StoredRecord): string[] {
  const { code, usage_limit: limit, usage_count: count, expires_at: expires } = coupon.attributes
  if (typeof code !== 'string') return []
  if (typeof limit === 'number' && (integer(count) ?? 0) >= limit) return []
  if (typeof expires === 'string' && Date.parse(expires) <= Date.now()) return []
  return [code]
}
