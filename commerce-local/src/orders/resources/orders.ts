import { allRoles, integrationOnly } from '../../auth/auth-context'
import { linkedTo } from '../../db/conditions'
import type { StoredRecord } from '../../db/records'
import { defineResource, hasMany, hasOne } from '../../jsonapi/define-resource'
import { groupBy, visibleRecords } from '../../jsonapi/related-records'
import type { Draft, Owners, ResourceContext } from '../../jsonapi/resource'
import { guestsListNothing } from '../../resources/access'
import { isEditable, type OrderStatus } from '../domain/status'
import { saveToAddressBook } from '../services/address-book'
import { applyAddressTriggers } from '../services/address-triggers'
import { applyCodes } from '../services/codes'
import { linkCustomerByPassword } from '../services/customer-link'
import { scheduleEtag } from '../services/etag'
import { applyOrderDefaults } from '../services/order-defaults'
import { formattingOf } from '../services/order-money'
import { orderScope } from '../services/order-scope'
import { applyBookkeeping, applyTransitions } from '../services/order-transitions'
import { applyPaymentMethodChoice } from '../services/payment-method-choice'
import { placeOrder } from '../services/place-order'
import { repriceLineItems } from '../services/reprice'
import { syncOrder } from '../services/sync-order'
import { notEditable } from './not-editable'
import { orderAttributes } from './order-attributes'

/**
 * Enabled payment methods of the order's market in its currency: what the checkout offers.
 * The market is read by subquery, so this runs while the orders themselves are being read.
 */
async function availablePaymentMethods(ctx: ResourceContext, owners: Owners) {
  const marketOfOrders = {
    sql: `json_extract(relationships, '$.market.id') IN (SELECT json_extract(o.relationships, '$.market.id') FROM records o WHERE o.type = 'orders' AND o.id IN (SELECT value FROM json_each(?)))`,
    params: [JSON.stringify(owners.ids)],
  }
  const [methods, orders] = await Promise.all([
    visibleRecords(ctx, 'payment_methods', [marketOfOrders]),
    owners.records,
  ])
  const byMarket = groupBy(
    methods.filter((m) => !m.attributes.disabled_at),
    (m) => m.relationships.market?.id,
  )
  return new Map(
    orders.map((o) => [
      o.id,
      (byMarket.get(o.relationships.market?.id ?? '') ?? []).filter(
        (m) => m.attributes.currency_code === formattingOf(o).currency,
      ),
    ]),
  )
}

async function lineItemOptions(ctx: ResourceContext, orders: readonly StoredRecord[]) {
  const items = await visibleRecords(ctx, 'line_items', [
    linkedTo(
      'order',
      orders.map((o) => o.id),
    ),
  ])
  const options = await visibleRecords(ctx, 'line_item_options', [
    linkedTo(
      'line_item',
      items.map((i) => i.id),
    ),
  ])
  const orderOf = new Map(items.map((i) => [i.id, i.relationships.order?.id]))
  return groupBy(options, (o) => orderOf.get(o.relationships.line_item?.id ?? ''))
}

const changedAttributes = (draft: Draft, before: Record<string, unknown>) =>
  new Set(Object.keys(draft.attributes).filter((name) => draft.attributes[name] !== before[name]))

const scopeOf = (draft: Draft) => ({
  marketId: draft.relationships.market?.id ?? '',
  currencyCode: String(draft.attributes.currency_code ?? ''),
})

// Once placed, only bookkeeping may change: the order is what the customer agreed to.
const codeAttributes = ['coupon_code', 'gift_card_code', 'gift_card_or_coupon_code'] as const

const lockedWhenPlaced = [
  'customer_email',
  'coupon_code',
  'gift_card_code',
  'gift_card_or_coupon_code',
  'shipping_country_code_lock',
  'customer_password',
]

export const orders = defineResource({
  type: 'orders',
  attributes: orderAttributes,
  relationships: {
    market: hasOne('markets', 'CU'),
    customer: hasOne('customers', 'CU'),
    shipping_address: hasOne('addresses', 'CU'),
    billing_address: hasOne('addresses', 'CU'),
    payment_method: hasOne('payment_methods', 'CU'),
    payment_source: hasOne(['braintree_payments', 'wire_transfers'], 'CU'),
    available_payment_methods: {
      kind: 'many',
      type: 'payment_methods',
      resolveByIds: availablePaymentMethods,
      filterable: false,
    },
    line_items: hasMany('line_items', 'order'),
    line_item_options: {
      kind: 'many',
      type: 'line_item_options',
      resolve: lineItemOptions,
      filterThrough: 'line_items_line_item_options',
    },
    shipments: hasMany('shipments', 'order'),
  },
  access: { list: allRoles, retrieve: allRoles, create: allRoles, update: allRoles, delete: integrationOnly },
  visibleTo: (ctx) => orderScope(ctx.auth),
  listScope: guestsListNothing,
  async beforeCreate(ctx, draft) {
    await applyOrderDefaults(ctx, draft)
    await linkCustomerByPassword(ctx.db, draft)
    await applyCodes(ctx.db, draft.attributes, draft.written, scopeOf(draft))
    await applyAddressTriggers(ctx, draft)
    await applyPaymentMethodChoice(ctx, draft, undefined)
  },
  async beforeUpdate(ctx, draft, current) {
    const changed = changedAttributes(draft, current.attributes)
    const relinked = [
      'market',
      'customer',
      'shipping_address',
      'billing_address',
      'payment_method',
      'payment_source',
    ].some((name) => draft.relationships[name]?.id !== current.relationships[name]?.id)
    // A code is tried whenever it is sent (`applyCodes`), changed or not: on a placed order,
    // sending one at all is the change refused, or the one it held before could come back.
    const codeSent = codeAttributes.some((n) => draft.written.has(n))
    if (
      !isEditable(current.attributes.status as OrderStatus) &&
      (relinked || codeSent || lockedWhenPlaced.some((n) => changed.has(n)))
    ) {
      throw notEditable(current)
    }
    await linkCustomerByPassword(ctx.db, draft)
    await applyCodes(ctx.db, draft.attributes, draft.written, scopeOf(draft))
    await applyAddressTriggers(ctx, draft)
    await applyPaymentMethodChoice(ctx, draft, current)
    applyBookkeeping(draft)
    await applyTransitions(ctx, draft, current)
    // `_place` is idempotent: placing a placed order again changes nothing.
    const alreadyPlaced = current.attributes.status === 'placed' || current.attributes.status === 'approved'
    if (draft.triggers._place === true && !alreadyPlaced) await placeOrder(ctx, draft, current)
  },
  async afterWrite(ctx, record, draft) {
    const t = draft.triggers
    if (
      isEditable(record.attributes.status as OrderStatus) &&
      (t._refresh === true || t._refresh_prices === true)
    ) {
      await repriceLineItems(ctx.db, record)
    }
    await syncOrder(ctx.db, record.id)
    await saveToAddressBook(ctx.db, record, draft)
    if (draft.triggers._place === true && record.attributes.status === 'placed') scheduleEtag(ctx, record.id)
  },
})
