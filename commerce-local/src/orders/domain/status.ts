import { type ClError, unprocessable } from './cl-error'

export type OrderStatus = 'draft' | 'pending' | 'editing' | 'placing' | 'placed' | 'approved' | 'cancelled'
export type PaymentStatus = 'unpaid' | 'authorized' | 'paid' | 'voided' | 'refunded' | 'free'
export type FulfillmentStatus = 'unfulfilled' | 'in_progress' | 'fulfilled' | 'not_required'

export interface OrderState {
  readonly status: OrderStatus
  readonly paymentStatus: PaymentStatus
  readonly fulfillmentStatus: FulfillmentStatus
}

/** Draft and pending orders are the cart: the only ones line items, addresses and payments may change. */
export function isEditable(status: OrderStatus): boolean {
  return status === 'draft' || status === 'pending'
}

/** A draft becomes pending once it has a customer e-mail and something to buy, as Commerce Layer does. */
export function settledStatus(status: OrderStatus, hasEmail: boolean, purchasableItems: number): OrderStatus {
  if (status === 'draft' && hasEmail && purchasableItems > 0) return 'pending'
  return status
}

type Transition = '_approve' | '_cancel'

const fromStatuses: Record<Transition, readonly OrderStatus[]> = {
  _approve: ['placed'],
  _cancel: ['placed', 'approved'],
}

/**
 * The state after an approve or cancel trigger, or the 422 Commerce Layer gives for a transition the
 * order's status does not allow.
 */
export function transition(state: OrderState, trigger: Transition): OrderState | ClError {
  if (!fromStatuses[trigger].includes(state.status)) {
    const to = trigger === '_approve' ? 'approved' : 'cancelled'
    return unprocessable(
      'attributes/status',
      `cannot transition from ${state.status} to ${to}`,
      'invalid_transition',
    )
  }
  if (trigger === '_approve') {
    return { ...state, status: 'approved', fulfillmentStatus: 'in_progress' }
  }
  const paymentStatus = state.paymentStatus === 'authorized' ? 'voided' : state.paymentStatus
  return { status: 'cancelled', paymentStatus, fulfillmentStatus: 'unfulfilled' }
}
