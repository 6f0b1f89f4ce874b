import type { CartOrder } from '../api/cart-order'
import { answerLost } from './answer-lost'
import type { CartTools } from './cart-runtime'

/**
 * Writes the order's attributes; when no answer comes, reads the order back and answers with it
 * if the change is there (`landed`). A coupon the API had applied read "could not reach the shop"
 * beside totals without it, until a reload showed the discount. Otherwise the failure stands, and
 * the page shows the order as it is.
 */
export async function updateOrReadBack(
  tools: CartTools,
  changes: Parameters<CartTools['update']>[0],
  landed: (order: CartOrder) => boolean,
): Promise<CartOrder> {
  try {
    return await tools.update(changes)
  } catch (thrown) {
    return landedAfterAll(tools, thrown, landed)
  }
}

/**
 * After a write failed: the order read back, when the answer was lost and the order shows the
 * write (`landed`); otherwise the failure stands.
 */
export async function landedAfterAll(
  tools: CartTools,
  thrown: unknown,
  landed: (order: CartOrder) => boolean,
): Promise<CartOrder> {
  if (!answerLost(thrown)) throw thrown
  const order = await tools.reloadCart().catch(() => null)
  if (order && landed(order)) return order
  throw thrown
}
