import type { StoredRecord } from '../../db/records'
import type { OrderGraph } from './order-graph'

/**
 * What a successful place writes besides stock: the payment instrument on the source, the shipments made
 * upcoming, one use of the coupon and the gift card's balance spent.
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
  if (typeof coupon === 'string' && coupon !== '') {
    statements.push(
      db
        .prepare(
          "UPDATE records SET attributes = json_set(attributes, '$.usage_count', coalesce(json_extract(attributes, '$.usage_count'), 0) + 1) WHERE type = 'coupons' AND lower(json_extract(attributes, '$.code')) = lower(?)",
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
