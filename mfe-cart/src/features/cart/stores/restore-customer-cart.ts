import type { PayloadOf } from '@storefront/shared/events'
import { getLatestOpenOrder } from '../api/get-latest-open-order'
import { type CartRuntime, isStale } from './cart-runtime'
import { cartIds } from './cart-storage'

type Session = PayloadOf<'session:changed'>

export interface RestoreOptions {
  /**
   * A sign-in: an emptied guest cart has nothing to lose, and the customer's earlier order takes
   * its place. On a page load an empty cart is the customer's own doing and stays as it is.
   */
  readonly replaceEmpty?: boolean
}

/** Whether the cart shows nothing a customer's earlier order would push aside. */
function nothingToKeep(runtime: CartRuntime, replaceEmpty: boolean): boolean {
  const { order, phase, context } = runtime.store.getState()
  // A cart that failed to load is unknown, not absent: looking it up would hide it.
  if (!context || phase !== 'ready') return false
  // A stored id with no order shown: another tab is carrying the guest's cart over to the customer.
  if (!order) return !cartIds.get(context.marketCode)
  return replaceEmpty && order.itemsCount === 0
}

/**
 * Brings back the signed-in customer's cart left on the server: signed out (which forgets the
 * stored id) or on another device, they would find an empty cart while their order stayed open.
 * Runs once the tasks queued before it have settled, and only when the cart holds nothing: a
 * guest's filled cart becomes the customer's instead (no merge), and a page load with a cart
 * asks nothing. A failed lookup leaves the empty cart as it was, working: the next add makes a
 * new order.
 */
export async function restoreCustomerCart(
  runtime: CartRuntime,
  session: Session,
  { replaceEmpty = false }: RestoreOptions = {},
): Promise<void> {
  if (session.kind !== 'customer') return
  await runtime.queue.idle()
  // With nothing to look up it runs no task: a task starts by clearing the page's message.
  if (!nothingToKeep(runtime, replaceEmpty)) return
  await runtime.run({ pending: { scope: 'page' } }, async (tools) => {
    if (!nothingToKeep(runtime, replaceEmpty)) return
    const { marketCode, apiBase } = tools.context
    try {
      const found = await getLatestOpenOrder(tools.client, marketCode, apiBase)
      if (!found) return
      tools.accept(found)
      await cartIds.set(marketCode, found.id)
    } catch (thrown) {
      if (isStale(thrown)) throw thrown
    }
  })
}
