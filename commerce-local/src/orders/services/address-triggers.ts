import { idIn } from '../../db/conditions'
import { findRecords, insertStatement, type RecordRef, type StoredRecord } from '../../db/records'
import { ApiError } from '../../errors/api-error'
import { newId, now } from '../../jsonapi/ids'
import { findDefinition } from '../../jsonapi/registry'
import { visibleRecords } from '../../jsonapi/related-records'
import type { Draft, ResourceContext } from '../../jsonapi/resource'
import { shippingLockError } from '../domain/shipping-lock'

// Until an addresses resource is registered, every address counts as visible.
async function findAddress(ctx: ResourceContext, id: string) {
  const where = [idIn([id])]
  const [address] = findDefinition('addresses')
    ? await visibleRecords(ctx, 'addresses', where)
    : await findRecords(ctx.db, 'addresses', { where })
  return address
}

async function visibleAddress(ctx: ResourceContext, id: unknown, trigger: string) {
  const address = typeof id === 'string' ? await findAddress(ctx, id) : undefined
  if (!address) {
    throw new ApiError(422, {
      code: 'VALIDATION_ERROR',
      title: 'is invalid',
      detail: `${trigger} - is invalid`,
      pointer: `/data/attributes/${trigger}`,
      meta: { error: 'invalid' },
    })
  }
  return address
}

/** Orders get their own copy of an address, so later edits to the original never change a placed order. */
async function cloneAddress(ctx: ResourceContext, source: StoredRecord): Promise<RecordRef> {
  const stamp = now()
  const clone: StoredRecord = { ...source, id: newId(), created_at: stamp, updated_at: stamp, internal: {} }
  await insertStatement(ctx.db, clone).run()
  return { type: 'addresses', id: clone.id }
}

async function linked(ctx: ResourceContext, ref: RecordRef | null | undefined, trigger: string) {
  return visibleAddress(ctx, ref?.id, trigger)
}

/**
 * `_billing_address_clone_id`, `_shipping_address_clone_id`, `_shipping_address_same_as_billing` and
 * `_billing_address_same_as_shipping`, then the shipping country lock on whatever shipping address results.
 */
export async function applyAddressTriggers(ctx: ResourceContext, draft: Draft): Promise<void> {
  const t = draft.triggers
  if (t._billing_address_clone_id !== undefined) {
    const source = await visibleAddress(ctx, t._billing_address_clone_id, '_billing_address_clone_id')
    draft.relationships.billing_address = await cloneAddress(ctx, source)
  }
  if (t._shipping_address_clone_id !== undefined) {
    const source = await visibleAddress(ctx, t._shipping_address_clone_id, '_shipping_address_clone_id')
    draft.relationships.shipping_address = await cloneAddress(ctx, source)
  }
  if (t._shipping_address_same_as_billing === true) {
    const source = await linked(ctx, draft.relationships.billing_address, '_shipping_address_same_as_billing')
    draft.relationships.shipping_address = await cloneAddress(ctx, source)
  }
  if (t._billing_address_same_as_shipping === true) {
    const source = await linked(
      ctx,
      draft.relationships.shipping_address,
      '_billing_address_same_as_shipping',
    )
    draft.relationships.billing_address = await cloneAddress(ctx, source)
  }
  await checkShippingLock(ctx, draft)
}

async function checkShippingLock(ctx: ResourceContext, draft: Draft) {
  const lock = draft.attributes.shipping_country_code_lock
  const ref = draft.relationships.shipping_address
  if (typeof lock !== 'string' || lock === '' || !ref) return
  const address = await findAddress(ctx, ref.id)
  const country = address?.attributes.country_code
  const error = shippingLockError(lock, typeof country === 'string' ? country : null)
  if (error) {
    throw new ApiError(422, {
      code: error.code,
      title: error.title,
      detail: error.detail,
      pointer: error.source.pointer,
      meta: error.meta,
    })
  }
}
