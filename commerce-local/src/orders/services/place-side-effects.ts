import type { StoredRecord } from '../../db/records'
import { unprocessable } from '../domain/cl-error'
import type { OrderGraph } from './order-graph'

/** The migration's trigger refused the gift card's spend: another order took its balance first. */
export const isGiftCardAbort = (error: unknown) =>
  error instanceof Error && error.message.includes('GIFT_CARD_OVERSPENT')

/** Why such a place is refused; the order, priced again, shows what the card still pays. */
export const giftCardSpentError = unprocessable(
  'attributes/gift_card_code',
  'has not enough balance left',
  'insufficient_balance',
)

/**
 * What a successful place writes besides stock: the payment instrument on the source, the shipments made
 * upcoming, one use of each promotion the order got and of the coupon that triggered one, and the gift
 * card's balance spent.
 */
export function placeSideEffects(
  db: D1Database,
  graph: OrderGraph,
  instrument: Record<string, string> | null,
  stamp: string,
) {
  const statements: D1PreparedStatement[] = []
  const source: StoredRecord | undefined = graph.paymentSource
  if (source && instrument) {
    statements.push(
      db
        .prepare(
          "UPDATE records SET attributes = json_set(attributes, '$.payment_instrument', json(?)), updated_at = ? WHERE type = ? AND id = ?",
        )
        .bind(JSON.stringify(instrument), stamp, source.type, source.id),
    )
  }
  for (const shipment of graph.shipments) {
    statements.push(
      db
        .prepare(
          "UPDATE records SET attributes = json_set(attributes, '$.status', 'upcoming'), updated_at = ? WHERE type = 'shipments' AND id = ?",
        )
        .bind(stamp, shipment.id),
    )
  }
  const {
    coupon_code: coupon,
    gift_card_code: giftCard,
    gift_card_amount_cents: spent,
  } = graph.order.attributes
  // The refresh before the place wrote a line for each promotion the order got: a coupon that no
  // longer applies (its last use went to another order meanwhile) triggered none, and is not used.
  const applied = graph.lineItems.filter((item) => String(item.attributes.item_type).endsWith('_promotions'))
  for (const line of applied) {
    const promotion = line.relationships.item
    if (!promotion) continue
    statements.push(
      db
        .prepare(
          "UPDATE records SET attributes = json_set(attributes, '$.total_usage_count', coalesce(json_extract(attributes, '$.total_usage_count'), 0) + 1) WHERE type = ? AND id = ?",
        )
        .bind(promotion.type, promotion.id),
    )
  }
  const couponApplied = applied.some((line) => typeof line.attributes.coupon_code === 'string')
  if (typeof coupon === 'string' && coupon !== '' && couponApplied) {
    // Guarded in the statement too: two orders placed at once both saw the last use left.
    statements.push(
      db
        .prepare(
          "UPDATE records SET attributes = json_set(attributes, '$.usage_count', coalesce(json_extract(attributes, '$.usage_count'), 0) + 1) WHERE type = 'coupons' AND lower(json_extract(attributes, '$.code')) = lower(?) AND (json_extract(attributes, '$.usage_limit') IS NULL OR coalesce(json_extract(attributes, '$.usage_count'), 0) < json_extract(attributes, '$.usage_limit'))",
        )
        .bind(coupon),
    )
  }
  if (typeof giftCard === 'string' && typeof spent === 'number' && spent < 0) {
    statements.push(
      db
        .prepare(
          "UPDATE records SET attributes = json_set(attributes, '$.balance_cents', json_extract(attributes, '$.balance_cents') + ?, '$.balance_float', (json_extract(attributes, '$.balance_cents') + ?) / 100.0) WHERE type = 'gift_cards' AND json_extract(attributes, '$.code') = ?",
        )
        .bind(spent, spent, giftCard),
    )
  }
  return statements
}
