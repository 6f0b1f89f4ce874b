import type { CartRuntime } from './cart-runtime'
import { loadAddLine } from './load-add-line'

/** Runs a task when the page has nothing better to do (a timer where the browser has no idle callback). */
export type WhenIdle = (task: () => void) => void

const whenIdle: WhenIdle = (task) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 2_000 })
  else setTimeout(task, 200)
}

/**
 * Fetches the add-to-cart code once the page shows a product or a gift box (the catalog's
 * `view_item`), while the shopper reads it: the first add otherwise waited for it after the
 * click, a round trip before its first write (some 0.2 s on a slow phone). A visitor who only
 * browses the listing and search still never downloads it. After a failed fetch the next view
 * tries again, and the add itself asks again anyway.
 */
export function warmAddLineOnItemView(runtime: CartRuntime, idle: WhenIdle = whenIdle): void {
  let asked = false
  const stop = runtime.scope.subscribe('analytics:event', ({ event }) => {
    if (asked || event !== 'view_item') return
    asked = true
    idle(() => {
      loadAddLine().then(stop, () => {
        asked = false
      })
    })
  })
}
