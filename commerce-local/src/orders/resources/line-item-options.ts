import { allRoles } from '../../auth/auth-context'
import { getRecord, type StoredRecord } from '../../db/records'
import { errors } from '../../errors/errors'
import { defineResource, hasOne } from '../../jsonapi/define-resource'
import type { Draft, ResourceContext } from '../../jsonapi/resource'
import { guestsListNothing } from '../../resources/access'
import { amountFields, formattingOf } from '../services/order-money'
import { throughOrder } from '../services/order-scope'
import { syncOrder } from '../services/sync-order'
import { lineItemOptionAttributes } from './line-item-attributes'
import { editableOrder } from './order-of'

async function orderOfOption(ctx: ResourceContext, lineItemId: string | undefined) {
  const lineItem = lineItemId ? await getRecord(ctx.db, 'line_items', lineItemId) : undefined
  if (!lineItem) throw errors.validation('line_item', "can't be blank", '/data/relationships/line_item')
  return editableOrder(ctx, lineItem.relationships.order)
}

/** Prices the option from its sku option (the greeting card is free) and repeats the amounts. */
async function priced(ctx: ResourceContext, draft: Draft, order: StoredRecord) {
  const a = draft.attributes
  const option = draft.relationships.sku_option
    ? await getRecord(ctx.db, 'sku_options', draft.relationships.sku_option.id)
    : undefined
  if (!option) throw errors.validation('sku_option', "can't be blank", '/data/relationships/sku_option')
  const quantity = a.quantity
  if (typeof quantity !== 'number' || quantity < 1)
    throw errors.validation('quantity', 'must be greater than 0')
  const unit =
    typeof a.unit_amount_cents === 'number' && ctx.auth.role === 'integration'
      ? a.unit_amount_cents
      : Number(option.attributes.price_amount_cents ?? 0)
  Object.assign(a, {
    name: a.name ?? option.attributes.name,
    currency_code: order.attributes.currency_code,
    delay_hours: option.attributes.delay_hours ?? null,
    delay_days: option.attributes.delay_days ?? null,
    options: a.options ?? {},
    ...amountFields({ unit_amount: unit, total_amount: unit * quantity }, formattingOf(order)),
  })
}

export const lineItemOptions = defineResource({
  type: 'line_item_options',
  attributes: lineItemOptionAttributes,
  relationships: {
    line_item: hasOne('line_items', 'C'),
    sku_option: hasOne('sku_options', 'CU'),
  },
  access: { list: allRoles, retrieve: allRoles, create: allRoles, update: allRoles, delete: allRoles },
  visibleTo: (ctx) => {
    const [order] = throughOrder(ctx.auth, 'order', 'li')
    if (!order) return []
    return [
      {
        sql: `EXISTS (SELECT 1 FROM records li WHERE li.type = 'line_items' AND li.id = json_extract(records.relationships, '$.line_item.id') AND ${order.sql})`,
        params: order.params,
      },
    ]
  },
  listScope: guestsListNothing,
  async beforeCreate(ctx, draft) {
    await priced(ctx, draft, await orderOfOption(ctx, draft.relationships.line_item?.id))
  },
  async beforeUpdate(ctx, draft, current) {
    await priced(ctx, draft, await orderOfOption(ctx, current.relationships.line_item?.id))
  },
  async beforeDelete(ctx, current) {
    const order = await orderOfOption(ctx, current.relationships.line_item?.id)
    await syncOrder(ctx.db, order.id, { optionId: current.id })
  },
  async afterWrite(ctx, record) {
    const lineItem = await getRecord(ctx.db, 'line_items', record.relationships.line_item?.id ?? '')
    const orderId = lineItem?.relationships.order?.id
    if (orderId) await syncOrder(ctx.db, orderId)
  },
})
