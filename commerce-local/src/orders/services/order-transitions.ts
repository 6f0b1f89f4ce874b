import type { StoredRecord } from '../../db/records'
import { now } from '../../jsonapi/ids'
import type { Draft, ResourceContext } from '../../jsonapi/resource'
import type { ClError } from '../domain/cl-error'
import { type OrderState, transition } from '../domain/status'
import { unprocessableAll } from './place-order'
import { type Allocation, stockStatements } from './stock'

const stateOf = (attributes: Record<string, unknown>) =>
  ({
    status: attributes.status,
    paymentStatus: attributes.payment_status,
    fulfillmentStatus: attributes.fulfillment_status,
  }) as OrderState

const isError = (value: OrderState | ClError): value is ClError => 'code' in value

/**
 * `_approve` and `_cancel`. Approving ships from the reserved stock (on hand and reserved both go down);
 * cancelling gives the reservation back.
 */
export async function applyTransitions(ctx: ResourceContext, draft: Draft, current: StoredRecord) {
  for (const trigger of ['_approve', '_cancel'] as const) {
    if (draft.triggers[trigger] !== true) continue
    const next = transition(stateOf(draft.attributes), trigger)
    if (isError(next)) throw unprocessableAll([next])
    const allocations = (current.internal.stock_allocations ?? []) as Allocation[]
    const change =
      trigger === '_approve'
        ? ({ reserved: -1, quantity: -1 } as const)
        : ({ reserved: -1, quantity: 0 } as const)
    if (allocations.length > 0) await ctx.db.batch(stockStatements(ctx.db, allocations, change))
    draft.internal.stock_allocations = []
    const stamp = now()
    Object.assign(draft.attributes, {
      status: next.status,
      payment_status: next.paymentStatus,
      fulfillment_status: next.fulfillmentStatus,
      ...(trigger === '_approve' ? { approved_at: stamp } : { cancelled_at: stamp }),
      payment_updated_at: stamp,
      fulfillment_updated_at: stamp,
    })
  }
}

/** The bookkeeping triggers: archive, capture, refund, fulfil. */
export function applyBookkeeping(draft: Draft): void {
  const t = draft.triggers
  const a = draft.attributes
  const on = (name: string) => t[name] === true
  const stamp = now()
  if (on('_archive')) a.archived_at = stamp
  if (on('_unarchive')) a.archived_at = null
  if (on('_capture') && a.payment_status === 'authorized')
    Object.assign(a, { payment_status: 'paid', payment_updated_at: stamp })
  if (on('_refund') && a.payment_status === 'paid')
    Object.assign(a, { payment_status: 'refunded', payment_updated_at: stamp })
  if (on('_fulfill') && (a.status === 'approved' || a.status === 'placed')) {
    Object.assign(a, { fulfillment_status: 'fulfilled', fulfillment_updated_at: stamp })
  }
  if (on('_refresh') || on('_refresh_prices') || on('_update_taxes')) a.refreshed_at = stamp
}
