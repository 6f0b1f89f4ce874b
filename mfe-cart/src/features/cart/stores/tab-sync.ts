import { loadCart } from './cart-lifecycle'
import type { CartRuntime } from './cart-runtime'

const channelName = 'storefront:cart'

const marketOf = (data: unknown) =>
  typeof data === 'object' && data !== null && 'marketCode' in data ? data.marketCode : undefined

/**
 * Keeps the shop's tabs on one cart: after this tab changes the market's cart it says so, and
 * the other tabs on that market read it again (the mini-cart's count, the cart page's lines,
 * the item limit all follow). Tabs on another market keep their own cart.
 */
export function syncCartAcrossTabs(runtime: CartRuntime): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {}
  const channel = new BroadcastChannel(channelName)
  const marketCode = () => runtime.store.getState().context?.marketCode
  channel.onmessage = (event: MessageEvent<unknown>) => {
    // Before its first load the tab reads the stored cart anyway.
    if (runtime.store.getState().phase === 'idle') return
    if (marketOf(event.data) === marketCode()) void loadCart(runtime, { quiet: true })
  }
  const stopListening = runtime.onWrite(() => {
    const code = marketCode()
    if (code) channel.postMessage({ marketCode: code })
  })
  return () => {
    stopListening()
    channel.close()
  }
}
