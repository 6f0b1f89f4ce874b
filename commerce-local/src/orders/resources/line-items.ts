import { allRoles } from '../../auth/auth-context'
import { linkedTo } from '../../db/conditions'
import { deleteStatement, findRecords, type StoredRecord } from '../../db/records'
import { errors } from '../../errors/errors'
import { defineResource, hasMany, hasOne } from '../../jsonapi/define-resource'
import type { Draft, ResourceContext } from '../../jsonapi/resource'
import { guestsListNothing } from '../../resources/access'
import { itemSource } from '../services/line-item-source'
import { throughOrder } from '../services/order-scope'
import { assertInStock } from '../services/stock-check'
import { syncOrder } from '../services/sync-order'
import { lineItemAttributes } from './line-item-attributes'
import { editableOrder } from './order-of'

const itemTypes = [
  'skus',
  'bundles',
  'adjustments',
  'percentage_discount_promotions',
  'fixed_amount_promotions',
  'free_shipping_promotions',
]

function quantityOf(draft: Draft): number {
  const quantity = draft.attributes.quantity
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) {
    throw errors.validation('quantity', 'must be greater than 0', '/data/attributes/quantity')
  }
  return quantity
}

/**
 * `_update_quantity`: adding a sku already in the cart grows that line item instead of adding
 * another. The draft takes the line's id and the summed quantity; the line itself goes only once
 * the grown one passes the stock check (`replaced`), so a refused add leaves the cart as it was.
 */
async function mergeWithExisting(
  ctx: ResourceContext,
  draft: Draft,
  order: StoredRecord,
  item: StoredRecord | undefined,
): Promise<{ siblings: StoredRecord[]; replaced: string | null }> {
  if (draft.triggers._update_quantity !== true || !item) return { siblings: [], replaced: null }
  const siblings = await findRecords(ctx.db, 'line_items', { where: [linkedTo('order', [order.id])] })
  const same = siblings.find(
    (s) => s.relationships.sku?.id === item.id || s.relationships.bundle?.id === item.id,
  )
  if (!same) return { siblings, replaced: null }
  draft.id = same.id
  draft.attributes.quantity = Number(same.attributes.quantity ?? 0) + quantityOf(draft)
  return { siblings: siblings.filter((s) => s.id !== same.id), replaced: same.id }
}

async function beforeCreate(ctx: ResourceContext, draft: Draft) {
  quantityOf(draft)
  const ordered = editableOrder(ctx, draft.relationships.order)
  // Awaited below (its error wins then); this only keeps an earlier error from leaving it unhandled.
  ordered.catch(() => undefined)
  const source = await itemSource(ctx.db, draft, ordered, ctx.auth.role === 'integration')
  const order = await ordered
  const { siblings, replaced } = await mergeWithExisting(ctx, draft, order, source.record)
  const code = source.record?.attributes.code
  Object.assign(draft.attributes, {
    item_type: source.itemType,
    sku_code: source.itemType === 'skus' ? code : null,
    bundle_code: source.itemType === 'bundles' ? code : null,
    name: draft.attributes.name ?? source.record?.attributes.name ?? null,
    image_url: draft.attributes.image_url ?? source.record?.attributes.image_url ?? null,
    unit_amount_cents: source.unitAmountCents,
    compare_at_amount_cents: source.compareAtAmountCents ?? source.unitAmountCents,
    currency_code: order.attributes.currency_code,
    total_amount_cents: source.unitAmountCents * Number(draft.attributes.quantity),
  })
  const ref = source.record ? { type: source.record.type, id: source.record.id } : null
  draft.relationships.item = ref
  if (source.itemType === 'skus') draft.relationships.sku = ref
  if (source.itemType === 'bundles') draft.relationships.bundle = ref
  const candidate = {
    type: 'line_items',
    id: draft.id,
    attributes: draft.attributes,
    relationships: draft.relationships,
    internal: {},
  }
  await assertInStock(ctx.db, order, [...siblings, candidate as StoredRecord], candidate as StoredRecord)
  if (replaced) await deleteStatement(ctx.db, 'line_items', replaced).run()
}

async function beforeUpdate(ctx: ResourceContext, draft: Draft, current: StoredRecord) {
  const order = await editableOrder(ctx, current.relationships.order)
  if (draft.attributes.quantity !== current.attributes.quantity) {
    quantityOf(draft)
    const siblings = await findRecords(ctx.db, 'line_items', { where: [linkedTo('order', [order.id])] })
    const updated = { ...current, attributes: draft.attributes }
    await assertInStock(
      ctx.db,
      order,
      siblings.map((s) => (s.id === current.id ? updated : s)),
      updated,
    )
  }
}

async function beforeDelete(ctx: ResourceContext, current: StoredRecord) {
  const order = await editableOrder(ctx, current.relationships.order)
  const options = await findRecords(ctx.db, 'line_item_options', {
    where: [linkedTo('line_item', [current.id])],
  })
  if (options.length > 0)
    await ctx.db.batch(options.map((o) => deleteStatement(ctx.db, 'line_item_options', o.id)))
  await syncOrder(ctx.db, order.id, { lineItemId: current.id })
}

export const lineItems = defineResource({
  type: 'line_items',
  attributes: lineItemAttributes,
  relationships: {
    order: hasOne('orders', 'C'),
    item: { ...hasOne(itemTypes, 'C'), filterable: false },
    sku: hasOne('skus'),
    bundle: hasOne('bundles'),
    line_item_options: hasMany('line_item_options', 'line_item'),
  },
  access: { list: allRoles, retrieve: allRoles, create: allRoles, update: allRoles, delete: allRoles },
  visibleTo: (ctx) => throughOrder(ctx.auth),
  listScope: guestsListNothing,
  beforeCreate,
  beforeUpdate,
  beforeDelete,
  async afterWrite(ctx, record) {
    const orderId = record.relationships.order?.id
    if (orderId) await syncOrder(ctx.db, orderId)
  },
})
