import { idIn, linkedTo } from '../../db/conditions'
import { findRecords, getRecord, type StoredRecord } from '../../db/records'
import type { StockShortage } from '../domain/place-checks'
import { isPurchasable } from './order-graph'

export interface StockNeed {
  readonly skuId: string
  readonly skuCode: string
  readonly quantity: number
}

export interface Allocation {
  readonly stockItemId: string
  readonly quantity: number
}

const num = (value: unknown) => (typeof value === 'number' ? value : 0)

/** Units of each sku the order takes: sku line items, and the skus of bundles times the bundle quantity. */
export async function stockNeeds(db: D1Database, lineItems: readonly StoredRecord[]): Promise<StockNeed[]> {
  const needs = new Map<string, StockNeed>()
  const add = (skuId: string, skuCode: string, quantity: number) => {
    const previous = needs.get(skuId)?.quantity ?? 0
    needs.set(skuId, { skuId, skuCode, quantity: previous + quantity })
  }
  for (const item of lineItems.filter(isPurchasable)) {
    const quantity = num(item.attributes.quantity)
    const sku = item.relationships.sku
    if (item.attributes.item_type === 'skus' && sku) add(sku.id, String(item.attributes.sku_code), quantity)
    const bundle = item.relationships.bundle
    if (item.attributes.item_type === 'bundles' && bundle) {
      for (const part of await bundleParts(db, bundle.id))
        add(part.skuId, part.skuCode, part.quantity * quantity)
    }
  }
  return [...needs.values()]
}

async function bundleParts(db: D1Database, bundleId: string): Promise<StockNeed[]> {
  const bundle = await getRecord(db, 'bundles', bundleId)
  const list = bundle?.relationships.sku_list
  if (!list) return []
  const items = await findRecords(db, 'sku_list_items', { where: [linkedTo('sku_list', [list.id])] })
  return items.flatMap((item) => {
    const sku = item.relationships.sku
    return sku
      ? [
          {
            skuId: sku.id,
            skuCode: String(item.attributes.sku_code ?? sku.id),
            quantity: num(item.attributes.quantity) || 1,
          },
        ]
      : []
  })
}

/** Skus marked `do_not_track` sell without stock, as in Commerce Layer: they need no allocation. */
export async function trackedNeeds(db: D1Database, needs: readonly StockNeed[]): Promise<StockNeed[]> {
  const skus = await findRecords(db, 'skus', { where: [idIn(needs.map((n) => n.skuId))] })
  const untracked = new Set(skus.filter((s) => s.attributes.do_not_track === true).map((s) => s.id))
  return needs.filter((n) => !untracked.has(n.skuId))
}

/** Stock items of the skus, in the given stock locations when there are any. */
export async function stockItemsFor(
  db: D1Database,
  skuIds: readonly string[],
  locationIds: readonly string[],
) {
  const where = [linkedTo('sku', skuIds)]
  if (locationIds.length > 0) where.push(linkedTo('stock_location', locationIds))
  return findRecords(db, 'stock_items', { where })
}

export const availableOf = (item: StoredRecord) =>
  num(item.attributes.quantity) - num(item.internal.reserved_quantity)

/** Takes each need from the stock items in order; what cannot be covered is a shortage. */
export function allocate(needs: readonly StockNeed[], stockItems: readonly StoredRecord[]) {
  const allocations: Allocation[] = []
  const shortages: StockShortage[] = []
  for (const need of needs) {
    let missing = need.quantity
    const items = stockItems.filter((s) => s.relationships.sku?.id === need.skuId)
    for (const item of items) {
      const take = Math.min(missing, Math.max(0, availableOf(item)))
      if (take > 0) allocations.push({ stockItemId: item.id, quantity: take })
      missing -= take
    }
    if (missing > 0) {
      const available = items.reduce((sum, s) => sum + Math.max(0, availableOf(s)), 0)
      shortages.push({ skuCode: need.skuCode, requested: need.quantity, available })
    }
  }
  return { allocations, shortages }
}

/**
 * Moves reserved (and on-hand) stock by `sign` for each allocation. The migration's trigger aborts the
 * batch these run in if any stock item would go below zero, so concurrent places can never oversell.
 */
export function stockStatements(
  db: D1Database,
  allocations: readonly Allocation[],
  change: { reserved: 1 | -1 | 0; quantity: -1 | 0 },
) {
  return allocations.map(({ stockItemId, quantity }) =>
    db
      .prepare(
        `UPDATE records SET
           internal = json_set(internal, '$.reserved_quantity', coalesce(json_extract(internal, '$.reserved_quantity'), 0) + ?),
           attributes = json_set(attributes, '$.quantity', coalesce(json_extract(attributes, '$.quantity'), 0) + ?)
         WHERE type = 'stock_items' AND id = ?`,
      )
      .bind(change.reserved * quantity, change.quantity * quantity, stockItemId),
  )
}

export const isStockAbort = (error: unknown) =>
  error instanceof Error && error.message.includes('OUT_OF_STOCK')
