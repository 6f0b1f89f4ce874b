import { allRoles } from '../../auth/auth-context'
import { getRecord, type RecordRef, type StoredRecord } from '../../db/records'
import { errors } from '../../errors/errors'
import { defineResource, hasOne } from '../../jsonapi/define-resource'
import type { Draft, RelationshipSpec, ResourceContext, ResourceDefinition } from '../../jsonapi/resource'
import { guestsListNothing } from '../../resources/access'
import { throughOrder } from '../services/order-scope'
import { syncOrder } from '../services/sync-order'
import { editableOrder } from './order-of'
import { braintreePaymentAttributes, wireTransferAttributes } from './payment-promotion-attributes'

/** A source must match the payment method the order chose, as Commerce Layer requires. */
async function checkOrder(ctx: ResourceContext, type: string, orderRef: RecordRef | null | undefined) {
  const order = await editableOrder(ctx, orderRef)
  const method = order.relationships.payment_method
    ? await getRecord(ctx.db, 'payment_methods', order.relationships.payment_method.id)
    : undefined
  if (method?.attributes.payment_source_type !== type) {
    throw errors.validation('order', `payment method does not accept ${type}`, '/data/relationships/order')
  }
  return order
}

async function linkToOrder(ctx: ResourceContext, record: StoredRecord) {
  const orderId = record.relationships.order?.id
  if (!orderId) return
  await ctx.db
    .prepare(
      "UPDATE records SET relationships = json_set(relationships, '$.payment_source', json(?)) WHERE type = 'orders' AND id = ?",
    )
    .bind(JSON.stringify({ type: record.type, id: record.id }), orderId)
    .run()
  await syncOrder(ctx.db, orderId)
}

function paymentSource(
  type: string,
  attributes: ResourceDefinition['attributes'],
  order: RelationshipSpec,
  onCreate?: (draft: Draft) => void,
) {
  return defineResource({
    type,
    attributes,
    relationships: { order },
    access: { list: allRoles, retrieve: allRoles, create: allRoles, update: allRoles, delete: allRoles },
    visibleTo: (ctx) => throughOrder(ctx.auth),
    listScope: guestsListNothing,
    async beforeCreate(ctx, draft) {
      await checkOrder(ctx, type, draft.relationships.order)
      onCreate?.(draft)
    },
    async beforeUpdate(ctx, _draft, current) {
      await editableOrder(ctx, current.relationships.order)
    },
    async beforeDelete(ctx, current) {
      await editableOrder(ctx, current.relationships.order)
    },
    afterWrite: (ctx, record) => linkToOrder(ctx, record),
  })
}

/** A client token shaped like Braintree's (base64 JSON) for the drop-in; the sandbox nonces do the rest. */
function clientToken(): string {
  const payload = {
    version: 2,
    authorizationFingerprint: crypto.randomUUID(),
    environment: 'sandbox',
    merchantId: 'commerce-local',
  }
  return btoa(JSON.stringify(payload))
}

export const braintreePayments = paymentSource(
  'braintree_payments',
  braintreePaymentAttributes,
  hasOne('orders', 'CU'),
  (draft) => {
    draft.attributes.client_token = clientToken()
    draft.attributes.payment_instrument = null
  },
)

// resources.json marks no relationship of a wire transfer filterable, its order included.
export const wireTransfers = paymentSource(
  'wire_transfers',
  wireTransferAttributes,
  { ...hasOne('orders', 'CU'), filterable: false },
  (draft) => {
    draft.attributes.payment_instrument = { issuer_type: 'wire_transfer' }
  },
)
