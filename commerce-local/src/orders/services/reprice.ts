import { linkedTo } from '../../db/conditions'
import { findRecords, getRecord, type StoredRecord, updateStatement } from '../../db/records'

/**
 * `_refresh` (and `_refresh_prices`) take the current prices: sku line items get the price of the market's
 * price list again, bundles their own price, so a price change reaches carts that are still open.
 */
export async function repriceLineItems(db: D1Database, order: StoredRecord): Promise<void> {
  const market = order.relationships.market
    ? await getRecord(db, 'markets', order.relationships.market.id)
    : undefined
  const priceList = market?.relationships.price_list?.id ?? ''
  const items = await findRecords(db, 'line_items', { where: [linkedTo('order', [order.id])] })
  const skuIds = items.flatMap((i) =>
    i.attributes.item_type === 'skus' && i.relationships.sku ? [i.relationships.sku.id] : [],
  )
  const prices = await findRecords(db, 'prices', {
    where: [linkedTo('sku', skuIds), linkedTo('price_list', [priceList])],
  })
  const updates: StoredRecord[] = []
  for (const item of items) {
    const price =
      item.attributes.item_type === 'skus'
        ? prices.find((p) => p.relationships.sku?.id === item.relationships.sku?.id)?.attributes.amount_cents
        : item.attributes.item_type === 'bundles' && item.relationships.bundle
          ? (await getRecord(db, 'bundles', item.relationships.bundle.id))?.attributes.price_amount_cents
          : undefined
    if (typeof price === 'number' && price !== item.attributes.unit_amount_cents) {
      updates.push({ ...item, attributes: { ...item.attributes, unit_amount_cents: price } })
    }
  }
  if (updates.length > 0) await db.batch(updates.map((item) => updateStatement(db, item)))
}
