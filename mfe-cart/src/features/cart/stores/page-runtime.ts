import type { FragmentProps } from '@storefront/shared/contract'
import { getShopBus, type ShopBus } from '@storefront/shared/events'
import { listenForAddItem } from './add-item'
import { type CartRuntime, createCartRuntime } from './cart-runtime'
import { listenForContext } from './context-listener'
import { rereadAfterOutage } from './reread-after-outage'
import { publishSummaries } from './summary-publisher'
import { syncCartAcrossTabs } from './tab-sync'
import { warmAddLineOnItemView } from './warm-add-line'

interface Held {
  readonly runtime: CartRuntime
  readonly stop: () => void
  holders: number
}

let held: Held | null = null

/**
 * The page's one cart runtime. The mini-cart (always in the header) and the cart page both
 * hold it, so the add-to-cart listener exists once per page however many times they mount,
 * and goes away with the last holder: nothing is left listening after unmount.
 */
export function acquireCartRuntime(
  props: Pick<FragmentProps, 'market' | 'apiBase'>,
  bus: ShopBus = getShopBus(),
): { runtime: CartRuntime; release: () => void } {
  if (!held) {
    const market = bus.last('market:changed') ?? props.market
    const runtime = createCartRuntime(bus, { ...market, apiBase: props.apiBase })
    listenForAddItem(runtime)
    warmAddLineOnItemView(runtime)
    listenForContext(runtime)
    const stopPublishing = publishSummaries(runtime)
    const stopSyncing = syncCartAcrossTabs(runtime)
    const stopRereading = rereadAfterOutage(runtime)
    held = {
      runtime,
      stop: () => {
        stopRereading()
        stopSyncing()
        stopPublishing()
      },
      holders: 0,
    }
  }
  const mine = held
  mine.holders += 1
  let released = false
  return {
    runtime: mine.runtime,
    release() {
      if (released) return
      released = true
      mine.holders -= 1
      if (mine.holders > 0 || held !== mine) return
      mine.stop()
      mine.runtime.dispose()
      held = null
    },
  }
}
