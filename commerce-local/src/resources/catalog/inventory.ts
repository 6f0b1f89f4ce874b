import { idIn, linkedTo } from '../../db/conditions'
import type { StoredRecord } from '../../db/records'
import { groupBy, visibleRecords } from '../../jsonapi/related-records'
import type { ResourceContext } from '../../jsonapi/resource'

/** What a stock item can still sell: its quantity less what placed orders reserved. */
export function availableQuantity(stockItem: StoredRecord): number {
  const quantity = Number(stockItem.attributes.quantity ?? 0)
  const reserved = Number(stockItem.internal.reserved_quantity ?? 0)
  return Math.max(quantity - reserved, 0)
}

/**
 * Commerce Layer's sku `inventory`: total available quantity and one level per stock
 * location of the token, each with the delivery lead times of its shipping methods.
 */
export async function skuInventories(ctx: ResourceContext, skus: readonly StoredRecord[]) {
  const items = await visibleRecords(ctx, 'stock_items', [
    linkedTo(
      'sku',
      skus.map((s) => s.id),
    ),
  ])
  const locationIds = [...new Set(items.flatMap((i) => i.relationships.stock_location?.id ?? []))]
  const leadTimes = await visibleRecords(ctx, 'delivery_lead_times', [
    linkedTo('stock_location', locationIds),
  ])
  const methodIds = leadTimes.flatMap((l) => l.relationships.shipping_method?.id ?? [])
  const methods = new Map(
    (await visibleRecords(ctx, 'shipping_methods', [idIn(methodIds)])).map((m) => [m.id, m]),
  )
  const leadTimesByLocation = groupBy(leadTimes, (l) => l.relationships.stock_location?.id)
  const itemsBySku = groupBy(items, (i) => i.relationships.sku?.id)

  return new Map(
    skus.map((sku) => {
      const levels = (itemsBySku.get(sku.id) ?? []).map((item) => ({
        quantity: availableQuantity(item),
        delivery_lead_times: (
          leadTimesByLocation.get(item.relationships.stock_location?.id ?? '') ?? []
        ).flatMap((leadTime) => {
          const method = methods.get(leadTime.relationships.shipping_method?.id ?? '')
          return method ? [leadTimeEntry(leadTime, method)] : []
        }),
      }))
      const quantity = levels.reduce((sum, level) => sum + level.quantity, 0)
      const tracked = !sku.attributes.do_not_track
      return [sku.id, { inventory: { available: !tracked || quantity > 0, quantity, levels } }]
    }),
  )
}

function leadTimeEntry(leadTime: StoredRecord, method: StoredRecord) {
  const a = leadTime.attributes
  const m = method.attributes
  return {
    shipping_method: {
      name: m.name,
      reference: m.reference ?? null,
      price_amount_cents: m.price_amount_cents,
      free_over_amount_cents: m.free_over_amount_cents ?? null,
      formatted_price_amount: m.formatted_price_amount,
      formatted_free_over_amount: m.formatted_free_over_amount ?? null,
    },
    min: { hours: a.min_hours, days: a.min_days },
    max: { hours: a.max_hours, days: a.max_days },
  }
}
