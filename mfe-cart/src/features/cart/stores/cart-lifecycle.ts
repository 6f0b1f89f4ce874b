import { toShopError } from '@storefront/shared/errors'
import { cartStatuses } from '../../../config/cart-rules'
import type { CartRuntime } from './cart-runtime'
import { isStale, statusOf } from './cart-runtime'
import { cartIds } from './cart-storage'

/**
 * Resumes the market's stored cart. An order that is gone, or no longer a draft or pending
 * (placed in another tab, say), is forgotten: the next add starts a new one. A `quiet` load
 * (another tab changed the cart) that cannot read it keeps what the page shows instead of
 * turning it into an error: the shopper asked for nothing.
 */
export function loadCart(runtime: CartRuntime, { quiet = false } = {}): Promise<void> {
  const { store } = runtime
  return runtime.queue.enqueue(async () => {
    const context = store.getState().context
    if (!context) return
    // Another tab's news may come before its write reaches local storage here.
    const id = quiet ? await cartIds.latest(context.marketCode) : cartIds.get(context.marketCode)
    if (!id) {
      store.getState().setOrder(null)
      return
    }
    try {
      const tools = await runtime.tools()
      const order = await tools.read(id)
      if (cartStatuses.includes(order.status)) {
        tools.accept(order)
        return
      }
      cartIds.forgetGone(context.marketCode, id)
      store.getState().setOrder(null)
    } catch (thrown) {
      if (isStale(thrown)) return
      // Another tab's news: what it wrote may be a cart this tab's token cannot open yet (the
      // customer's, who signed in there), which is no reason to forget it; the session follows.
      if (quiet) return
      if (statusOf(thrown) === 404) {
        cartIds.forgetGone(context.marketCode, id)
        store.getState().setOrder(null)
        return
      }
      store.getState().setPhase('failed')
      store.getState().fail({ scope: 'page', code: toShopError(thrown).code })
    }
  })
}
