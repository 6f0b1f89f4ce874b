import { attributeEquals, linkedTo } from '../../db/conditions'
import { findFirst, findRecords, getRecord, type StoredRecord } from '../../db/records'
import { errors } from '../../errors/errors'
import type { Draft } from '../../jsonapi/resource'

export interface ItemSource {
  readonly itemType: 'skus' | 'bundles' | 'adjustments'
  readonly record: StoredRecord | undefined
  readonly unitAmountCents: number
  readonly compareAtAmountCents: number | null
}

const num = (value: unknown) => (typeof value === 'number' ? value : null)

async function byCodeOrLink(db: D1Database, type: string, code: unknown, id: string | undefined) {
  if (id) return getRecord(db, type, id)
  return typeof code === 'string' ? findFirst(db, type, [attributeEquals('code', code)]) : undefined
}

async function skuSource(db: D1Database, draft: Draft, ordered: Promise<StoredRecord>): Promise<ItemSource> {
  const a = draft.attributes
  const link =
    draft.relationships.sku ?? (draft.relationships.item?.type === 'skus' ? draft.relationships.item : null)
  const [sku, order] = await Promise.all([byCodeOrLink(db, 'skus', a.sku_code, link?.id), ordered])
  if (!sku) throw errors.validation('sku_code', 'is invalid', '/data/attributes/sku_code')
  // The market's price list by subquery: one round trip for the price, not two.
  const price = await findFirst(db, 'prices', [
    linkedTo('sku', [sku.id]),
    {
      sql: "json_extract(relationships, '$.price_list.id') = (SELECT json_extract(m.relationships, '$.price_list.id') FROM records m WHERE m.type = 'markets' AND m.id = ?)",
      params: [order.relationships.market?.id ?? ''],
    },
  ])
  const unit = num(price?.attributes.amount_cents)
  // Commerce Layer refuses a sku the market's price list does not sell.
  if (unit === null)
    throw errors.validation('sku_code', 'has no price in the order market', '/data/attributes/sku_code')
  return {
    itemType: 'skus',
    record: sku,
    unitAmountCents: unit,
    compareAtAmountCents: num(price?.attributes.compare_at_amount_cents),
  }
}

/**
 * Commerce Layer: a bundle's code is unique within a market, and a bundle without a market is
 * sold in every market of its currency. So one code may name a box per currency, and the
 * order's own must be chosen: the first by code could be priced in another currency.
 */
function sellsTo(order: StoredRecord) {
  return (bundle: StoredRecord) =>
    bundle.relationships.market
      ? bundle.relationships.market.id === order.relationships.market?.id
      : bundle.attributes.currency_code === order.attributes.currency_code
}

async function bundleSource(
  db: D1Database,
  draft: Draft,
  ordered: Promise<StoredRecord>,
): Promise<ItemSource> {
  const link =
    draft.relationships.bundle ??
    (draft.relationships.item?.type === 'bundles' ? draft.relationships.item : null)
  const code = draft.attributes.bundle_code
  const [candidates, order] = await Promise.all([
    link?.id
      ? getRecord(db, 'bundles', link.id).then((bundle) => (bundle ? [bundle] : []))
      : typeof code === 'string'
        ? findRecords(db, 'bundles', { where: [attributeEquals('code', code)] })
        : Promise.resolve([]),
    ordered,
  ])
  const bundle = candidates.find(sellsTo(order))
  const unit = num(bundle?.attributes.price_amount_cents)
  if (!bundle || unit === null)
    throw errors.validation('bundle_code', 'is invalid', '/data/attributes/bundle_code')
  return {
    itemType: 'bundles',
    record: bundle,
    unitAmountCents: unit,
    compareAtAmountCents: num(bundle.attributes.compare_at_amount_cents),
  }
}

/** An adjustment line item: at its adjustment's amount, or at the amount the integration gives. */
async function adjustmentSource(
  db: D1Database,
  draft: Draft,
  ordered: Promise<StoredRecord>,
): Promise<ItemSource> {
  const a = draft.attributes
  const link = draft.relationships.item?.type === 'adjustments' ? draft.relationships.item : null
  const [adjustment, order] = await Promise.all([
    link ? getRecord(db, 'adjustments', link.id) : undefined,
    ordered,
  ])
  const amount = adjustment ? num(adjustment.attributes.amount_cents) : num(a.unit_amount_cents)
  const sameCurrency = !adjustment || adjustment.attributes.currency_code === order.attributes.currency_code
  if ((link && !adjustment) || amount === null || !sameCurrency)
    throw errors.validation('item', 'is invalid', '/data/relationships/item')
  return { itemType: 'adjustments', record: adjustment, unitAmountCents: amount, compareAtAmountCents: null }
}

/**
 * What a new line item sells and at what price: a sku at its price in the market's price list, a bundle at
 * its own price, or an adjustment at its amount (integrations only). The order is still being read:
 * the item is looked up meanwhile, in the same round trip.
 */
export async function itemSource(
  db: D1Database,
  draft: Draft,
  ordered: Promise<StoredRecord>,
  integration: boolean,
): Promise<ItemSource> {
  const a = draft.attributes
  const r = draft.relationships
  const type =
    a.item_type ??
    r.item?.type ??
    (a.bundle_code || r.bundle ? 'bundles' : a.sku_code || r.sku ? 'skus' : undefined)
  if (type === 'skus') return skuSource(db, draft, ordered)
  if (type === 'bundles') return bundleSource(db, draft, ordered)
  if (type === 'adjustments' && integration) return adjustmentSource(db, draft, ordered)
  throw errors.validation('item_type', 'is invalid', '/data/attributes/item_type')
}
