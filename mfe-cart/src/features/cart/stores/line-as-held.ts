import type { CartLine } from '../api/cart-order'
import { getLineQuantity } from '../api/get-line-quantity'
import type { CartTools } from './cart-runtime'
import { lineNowOf } from './line-placement'

/**
 * A line as the API holds it in a change's turn: `seen`, this tab's copy, when the API holds the
 * same quantity; otherwise the cart is read again (the page then shows it) and `line` is the line
 * there, null when it is gone, with `movedElsewhere` set. Another tab or device may have changed
 * the order since this tab last read it, and its news may not have come yet: a quantity counted
 * from this tab's copy overwrote that change, and a change sent to a line removed or made anew
 * there failed and went with the line. One small read a change; the order's is read only when
 * it moved.
 */
export async function lineAsHeld(
  tools: CartTools,
  seen: CartLine,
  clicked: CartLine,
): Promise<{ readonly line: CartLine | null; readonly movedElsewhere: boolean }> {
  // A read that fails (too many requests, a server's error, the connection) tells nothing: the
  // change goes as it did before this check, and stands or fails on its own write.
  const held = await getLineQuantity(tools.client, seen.id).catch(() => seen.quantity)
  if (held === seen.quantity) return { line: seen, movedElsewhere: false }
  return { line: lineNowOf(await tools.reloadCart(), clicked) ?? null, movedElsewhere: true }
}
