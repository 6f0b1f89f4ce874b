import { unreachableRetryDelay } from '@storefront/shared/constants'
import { loadCart } from './cart-lifecycle'
import type { CartRuntime } from './cart-runtime'

/**
 * A cart unread for the network comes back by itself when the network does, for the cart page
 * and the header's count alike: at once when the browser says it is back online (a phone out of
 * a tunnel), and, online all along (the shop was out of reach), by quiet tries after a growing
 * pause. Quiet, so the failure's message stays as it is, neither redrawn nor read out again,
 * until the cart replaces it.
 */
export function rereadAfterOutage(runtime: CartRuntime): () => void {
  let stopWaiting: (() => void) | null = null
  const unread = () => {
    const { phase, feedback } = runtime.store.getState()
    return phase === 'failed' && feedback?.scope === 'page' && feedback.code === 'network_error'
  }
  const waitForTheNetwork = () => {
    let tries = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const online = () => void loadCart(runtime)
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
    const stop = () => {
      clearTimeout(timer)
      globalThis.removeEventListener('online', online)
    }
    globalThis.addEventListener('online', online, { once: true })
    wait()
    return stop
  }
  const follow = () => {
    if (unread() === (stopWaiting !== null)) return
    if (stopWaiting) {
      stopWaiting()
      stopWaiting = null
    } else {
      stopWaiting = waitForTheNetwork()
    }
  }
  const unsubscribe = runtime.store.subscribe(follow)
  follow()
  return () => {
    unsubscribe()
    stopWaiting?.()
    stopWaiting = null
  }
}
