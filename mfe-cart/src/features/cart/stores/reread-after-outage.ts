import { unreachableRetryDelay } from '@storefront/shared/constants'
import { loadCart } from './cart-lifecycle'
import type { CartRuntime } from './cart-runtime'

/**
 * A cart the network kept from the page comes back by itself when the network does, for the
 * cart page and the header's count alike. Unread (the stored cart never came) or behind (a line
 * saved, then the connection dropped before the order was read back), it is read again at once
 * when the browser says it is back online (a phone out of a tunnel), and, online all along (the
 * shop was out of reach), by quiet tries after a growing pause. Quiet, so a failure's message
 * stays as it is, neither redrawn nor read out again, until the cart replaces it.
 *
 * Any tab with a cart also reads it again on coming back online: another tab's write while
 * this one was offline too reached it as news it could not read.
 */
export function rereadAfterOutage(runtime: CartRuntime): () => void {
  let stopWaiting: (() => void) | null = null
  const unread = () => {
    const { phase, feedback } = runtime.store.getState()
    return phase === 'failed' && feedback?.scope === 'page' && feedback.code === 'network_error'
  }
  const needsReading = () => unread() || runtime.store.getState().behind
  const waitForTheNetwork = () => {
    let tries = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const again = () => {
      // Offline, the 'online' event brings the cart back; a success ends the wait.
      if (globalThis.navigator?.onLine === false) return
      void loadCart(runtime, { quiet: true }).then(() => {
        if (stopWaiting === stop) wait()
      })
    }
    const wait = () => {
      timer = setTimeout(again, unreachableRetryDelay(tries++))
    }
    const stop = () => clearTimeout(timer)
    wait()
    return stop
  }
  const follow = () => {
    if (needsReading() === (stopWaiting !== null)) return
    if (stopWaiting) {
      stopWaiting()
      stopWaiting = null
    } else {
      stopWaiting = waitForTheNetwork()
    }
  }
  const online = () => {
    const { phase, order } = runtime.store.getState()
    // Unread, the page's message goes once the cart comes, as after the retry button.
    if (unread()) void loadCart(runtime)
    else if (phase === 'ready' && order) void loadCart(runtime, { quiet: true })
  }
  const unsubscribe = runtime.store.subscribe(follow)
  globalThis.addEventListener('online', online)
  follow()
  return () => {
    unsubscribe()
    globalThis.removeEventListener('online', online)
    stopWaiting?.()
    stopWaiting = null
  }
}
