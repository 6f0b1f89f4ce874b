import { toShopError } from '@storefront/shared/errors'
import { cartStatuses } from '../../../config/cart-rules'
import type { CartRuntime } from './cart-runtime'
import { isStale, statusOf } from './cart-runtime'
import { cartIds } from './cart-storage'

/** How a load answers what it cannot read. */
export interface LoadOptions {
  /** Another tab changed the cart: a failure keeps what the page shows; the shopper asked for nothing. */
  readonly quiet?: boolean
  /**
   * A try in the background after an outage: a network failure leaves the page's message as it
   * is, and any failure leaves a cart on screen; a cart gone, or another error, is said as usual.
   */
  readonly background?: boolean
  /**
   * The session changed in another tab: a cart not found for this tab's new token may be one
   * that tab is about to replace (a guest's, carried over to the customer), not gone: kept.
   */
  readonly keepStoredId?: boolean
  /**
   * The first read with the token that replaced a refused one (a guest's, who kept their cart):
   * an order that token cannot read either (401, 403, 404) is forgotten, not shown as a failure;
   * a 401 kept would start the session over again and again.
   */
  readonly afterRefusedToken?: boolean
}

const unreadable = [401, 403, 404]

/**
 * Resumes the market's stored cart. An order that is gone, or no longer a draft or pending
 * (placed in another tab, say), is forgotten: the next add starts a new one.
 */
export function loadCart(
  runtime: CartRuntime,
  { quiet = false, background = false, keepStoredId = false, afterRefusedToken = false }: LoadOptions = {},
): Promise<void> {
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
      const code = toShopError(thrown).code
      if (background && code === 'network_error') return
      const status = statusOf(thrown)
      if (status === 404 || (afterRefusedToken && unreadable.includes(status as number))) {
        if (!keepStoredId) cartIds.forgetGone(context.marketCode, id)
        store.getState().setOrder(null)
        return
      }
      // A cart on screen, only behind the API: it stays, and the next try may catch it up.
      if (background && store.getState().phase === 'ready') return
      store.getState().setPhase('failed')
      store.getState().fail({ scope: 'page', code })
    }
  })
}
