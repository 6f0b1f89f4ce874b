import { getRecord, type StoredRecord } from '../../db/records'
import { now, stableId } from '../../jsonapi/ids'
import { isEditable, type OrderStatus } from '../domain/status'
import { findGiftCard } from './codes'
import { loadPromotions } from './load-promotions'
import { isPurchasable, loadOrderGraph, type OrderGraph } from './order-graph'
import { formattingOf } from './order-money'
import { refreshOrder } from './refresh-order'

/** Commerce Layer opens one shipment as soon as the order has something to ship. */
async function ensureShipments(db: D1Database, graph: OrderGraph): Promise<OrderGraph> {
  if (graph.shipments.length > 0 || !graph.lineItems.some(isPurchasable)) return graph
  const stamp = now()
  const number = `${graph.order.attributes.number}/S/001`
  const market = await getRecord(db, 'markets', graph.order.relationships.market?.id ?? '')
  const [locationId] = (market?.internal.stock_location_ids as string[] | undefined) ?? []
  const location = locationId ? { type: 'stock_locations', id: locationId } : undefined
  const shipment: StoredRecord = {
    type: 'shipments',
    // One first shipment per order: concurrent refreshes of a new cart must not open two.
    id: stableId('shipments', graph.order.id),
    attributes: { number, status: 'draft', currency_code: formattingOf(graph.order).currency },
    relationships: {
      order: { type: 'orders', id: graph.order.id },
      ...(location && { stock_location: location }),
    },
    internal: {},
    created_at: stamp,
    updated_at: stamp,
  }
  await db
    .prepare(
      'INSERT OR IGNORE INTO records (type, id, attributes, relationships, internal, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .bind(
      'shipments',
      shipment.id,
      JSON.stringify(shipment.attributes),
      JSON.stringify(shipment.relationships),
      '{}',
      stamp,
      stamp,
    )
    .run()
  return { ...graph, shipments: [(await getRecord(db, 'shipments', shipment.id)) ?? shipment] }
}

export async function giftCardBalance(db: D1Database, order: StoredRecord): Promise<number | null> {
  const code = order.attributes.gift_card_code
  if (typeof code !== 'string' || code === '') return null
  const scope = { marketId: order.relationships.market?.id ?? '', currencyCode: formattingOf(order).currency }
  const card = await findGiftCard(db, code, scope)
  return typeof card?.attributes.balance_cents === 'number' ? card.attributes.balance_cents : null
}

/** What the totals depend on that another request may be changing right now: the items and quantities. */
async function itemsFingerprint(db: D1Database, orderId: string): Promise<string> {
  const { results } = await db
    .prepare(
      `SELECT id, json_extract(attributes, '$.quantity') AS quantity FROM records
       WHERE type = 'line_items' AND json_extract(relationships, '$.order.id') = ?
         AND json_extract(attributes, '$.item_type') IN ('skus', 'bundles', 'adjustments')
       ORDER BY id`,
    )
    .bind(orderId)
    .all<{ id: string; quantity: number }>()
  return results.map((r) => `${r.id}:${r.quantity}`).join(',')
}

const graphFingerprint = (graph: OrderGraph) =>
  graph.lineItems
    .filter((i) => isPurchasable(i) || i.attributes.item_type === 'adjustments')
    .map((i) => `${i.id}:${i.attributes.quantity}`)
    .sort()
    .join(',')

/**
 * Brings an editable order up to date after anything in it changed: shipments opened, promotions,
 * shipping, taxes and totals recomputed. Placed orders keep the amounts they were placed with.
 * If another request changed the items while this one computed (two quick adds to the cart), it computes
 * again, so the last write always reflects every item.
 */
export async function syncOrder(
  db: D1Database,
  orderId: string,
  without: { lineItemId?: string; optionId?: string } = {},
) {
  for (let attempt = 0; ; attempt++) {
    const order = await getRecord(db, 'orders', orderId)
    if (!order || !isEditable(order.attributes.status as OrderStatus)) return undefined
    // What the refresh needs, read concurrently: their queries share round trips.
    const [graph, balance, promotions] = await Promise.all([
      loadOrderGraph(db, order, without).then((loaded) => ensureShipments(db, loaded)),
      giftCardBalance(db, order),
      loadPromotions(db, order.relationships.market?.id ?? ''),
    ])
    const result = await refreshOrder(db, graph, balance, promotions)
    if (
      without.lineItemId ||
      attempt >= 2 ||
      (await itemsFingerprint(db, orderId)) === graphFingerprint(graph)
    ) {
      return result
    }
  }
}
