import type { PayloadOf } from '@storefront/shared/events'
import type { CartOrder } from '../api/cart-order'
import { type CartRuntime, statusOf } from './cart-runtime'

type Session = PayloadOf<'session:changed'>

// Commerce Layer refuses the customer when a coupon on the order does not apply to them
// (single use, guests only…); the error points at coupon_code.
function refusedForCoupon(thrown: unknown): boolean {
  const errors = (thrown as { errors?: { source?: { pointer?: string }; detail?: string }[] } | null)?.errors
  return (errors ?? []).some(
    (error) => error.source?.pointer?.includes('coupon_code') || /coupon/i.test(error.detail ?? ''),
  )
}

const needsCustomer = (session: Session, order: CartOrder | null) =>
  session.kind === 'customer' && !!session.email && !!order && order.customerEmail !== session.email

/**
 * Puts the signed-in customer on the cart when the order has no e-mail or another one; a cart
 * their token cannot open is written again as theirs (`carryCartOver`). When
 * the coupon is the reason it is refused, the coupon goes, the customer stays and the cart page
 * says so: keeping the cart matters more than a discount the customer cannot have. With nothing to attach it
 * runs no task: a task starts by clearing the page's message, and a cart that could not be
 * loaded lost its "cannot read your cart" that way, leaving a lone retry button.
 */
export function attachCustomer(runtime: CartRuntime, session: Session): Promise<unknown> {
  if (!needsCustomer(session, runtime.store.getState().order)) return Promise.resolve()
  return runtime.run({ pending: { scope: 'page' } }, async (tools) => {
    const { order } = tools
    if (!order || !needsCustomer(session, order)) return
    const changes = {
      customer_email: session.email,
      ...(session.customerId ? { customer: tools.client.customers.relationship(session.customerId) } : {}),
    }
    try {
      await tools.update(changes)
    } catch (thrown) {
      // The guest's order is not the customer's to open: signing in must not empty the cart.
      if (statusOf(thrown) === 404) {
        // Loaded when needed: every page's mini-cart runs this file, few shoppers sign in on it.
        const { carryCartOver } = await import(/* webpackChunkName: "cart-carry-over" */ './carry-cart-over')
        return carryCartOver(runtime, tools, order)
      }
      if (!order.couponCode || !refusedForCoupon(thrown)) throw thrown
      await tools.update({ ...changes, coupon_code: '' })
      // Gone from the total without a word would read as a pricing error.
      runtime.store.getState().addNotice({ kind: 'coupon-dropped', code: order.couponCode })
    }
  })
}
