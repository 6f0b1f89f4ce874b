import { getRecord, insertStatement, type StoredRecord } from '../../db/records'
import { newId, now } from '../../jsonapi/ids'
import { isEditable, type OrderStatus } from '../domain/status'
import { findGiftCard } from './codes'
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
    id: newId(),
    attributes: { number, status: 'draft', currency_code: formattingOf(graph.order).currency },
    relationships: {
      order: { type: 'orders', id: graph.order.id },
      ...(location && { stock_location: location }),
    },
    internal: {},
    created_at: stamp,
    updated_at: stamp,
  }
  await insertStatement(db, shipment).run()
  return { ...graph, shipments: [shipment] }
}

export async function giftCardBalance(db: D1Database, order: StoredRecord): Promise<number | null> {
  const code = order.attributes.gift_card_code
  if (typeof code !== 'string' || code === '') return null
  const scope = { marketId: order.relationships.market?.id ?? '', currencyCode: formattingOf(order).currency }
  const card = await findGiftCard(db, code, scope)
  return typeof card?.attributes.balance_cents === 'number' ? card.attributes.balance_cents : null
}

/**
 * Brings an editable order up to date after anything in it changed: shipments opened, promotions,
 * shipping, taxes and totals recomputed. Placed orders keep the amounts they were placed with.
 */
export async function syncOrder(
  db: D1Database,
  orderId: string,
  without: { lineItemId?: string; optionId?: string } = {},
) {
  const order = await getRecord(db, 'orders', orderId)
  if (!order || !isEditable(order.attributes.status as OrderStatus)) return undefined
  const graph = await ensureShipments(db, await loadOrderGraph(db, order, without))
  return refreshOrder(db, graph, await giftCardBalance(db, order))
}
