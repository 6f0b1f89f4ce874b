import { getRecord, type StoredRecord } from '../../db/records'
import { ApiError } from '../../errors/api-error'
import { allocate, stockItemsFor, stockNeeds, trackedNeeds } from './stock'

/**
 * Commerce Layer refuses a line item quantity the market's stock cannot cover (skus that track stock only);
 * `lineItems` are the order's line items as they would be after the change to `changed`. Like
 * Commerce Layer, it judges the changed line only: another line that stock has since run short
 * for does not block this one (its own update, or the place, will say so).
 */
export async function assertInStock(
  db: D1Database,
  order: StoredRecord,
  lineItems: readonly StoredRecord[],
  changed: StoredRecord,
) {
  const [market, tracked] = await Promise.all([
    order.relationships.market ? getRecord(db, 'markets', order.relationships.market.id) : undefined,
    stockNeeds(db, lineItems).then((needs) => trackedNeeds(db, needs)),
  ])
  const locations = market?.internal.stock_location_ids
  const items = await stockItemsFor(
    db,
    tracked.map((n) => n.skuId),
    Array.isArray(locations) ? (locations as string[]) : [],
  )
  const { shortages } = allocate(tracked, items)
  const judged = new Set((await stockNeeds(db, [changed])).map((n) => n.skuCode))
  const shortage = shortages.find((s) => judged.has(s.skuCode))
  if (!shortage) return
  throw new ApiError(422, {
    code: 'OUT_OF_STOCK',
    title: 'Out of stock',
    detail: `quantity - ${shortage.skuCode} is out of stock (available: ${shortage.available})`,
    pointer: '/data/attributes/quantity',
    meta: { error: 'out_of_stock', sku_code: shortage.skuCode, available: shortage.available },
  })
}
