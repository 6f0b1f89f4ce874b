import { unreachableRetryDelay } from '@storefront/shared/constants'
import { loadCart } from './cart-lifecycle'
import type { CartRuntime } from './cart-runtime'

/**
 * A cart the network kept from the page comes back by itself when the network does, for the
 * cart page and the header's count alike. Unread (the stored cart never came) or behind (a line
 * saved, then the connection dropped before the order was read back), it is read again at once
 * when the browser says it is back online (a phone out of a tunnel), and, online all along (the
 * shop was out of reach), after a growing pause, in the background: a failure's message stays
 * as it is, neither redrawn nor read out again, until the cart replaces it.
 *
 * Any tab with a cart also reads it again on coming back online: another tab's write while
 * this one was offline too reached it as news it could not read.
 */
export function rereadAfterOutage(runtime: CartRuntime): () => void {
  let stopRetrying: (() => void) | null = null
  const unread = () => {
    const { phase, feedback } = runtime.store.getState()
    return phase === 'failed' && feedback.page?.code === 'network_error'
  }
  const needsReading = () => unread() || runtime.store.getState().behind
  const startRetrying = () => {
    let tries = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const scheduleNextTry = () => {
      timer = setTimeout(tryInTheBackground, unreachableRetryDelay(tries++))
    }
    // Offline, a try would only fail: the next is scheduled, and 'online' asks at once anyway.
    const tryInTheBackground = () => {
      if (globalThis.navigator?.onLine === false) return scheduleNextTry()
      void loadCart(runtime, { background: true }).then(() => {
        if (stopRetrying === stop) scheduleNextTry()
      })
    }
    const stop = () => clearTimeout(timer)
    scheduleNextTry()
    return stop
  }
  const follow = () => {
    if (needsReading() === (stopRetrying !== null)) return
    if (stopRetrying) {
      stopRetrying()
      stopRetrying = null
    } else {
      stopRetrying = startRetrying()
    }
  }
  const online = () => {
    const { phase, order } = runtime.store.getState()
    if (needsReading()) {
      // Back online: asked at once, and the pauses start over from the shortest.
      stopRetrying?.()
      stopRetrying = null
      follow()
      // Unread, the page's message goes once the cart comes, as after the retry button.
      void loadCart(runtime, { background: !unread() })
    } else if (phase === 'ready' && order) void loadCart(runtime, { quiet: true })
  }
  const unsubscribe = runtime.store.subscribe(follow)
  globalThis.addEventListener('online', online)
  follow()
  return () => {
    unsubscribe()
    globalThis.removeEventListener('online', online)
    stopRetrying?.()
    stopRetrying = null
  }
}
