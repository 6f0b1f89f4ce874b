import type { ShopBus } from '@storefront/shared/events'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import type { AddState } from './use-add-to-cart'

/** An item's last add: which one (a newer add replaces it), where it was pressed, how it stands. */
interface KeptAdd {
  readonly id: number
  readonly marketCode: string
  readonly state: AddState
  /** Its words hold in any market: the refusal of an add pressed in the market the shopper left. */
  readonly anyMarket: boolean
}

interface Page {
  readonly adds: Map<string, KeptAdd>
  /** How many forms show each item: a settled add is let go when the last one goes. */
  readonly shown: Map<string, number>
  readonly listeners: Set<() => void>
}

// Per page's bus: a test's page, or the shop's one, never sees another's adds.
const pages = new WeakMap<ShopBus, Page>()
let lastId = 0

function pageOf(bus: ShopBus): Page {
  let page = pages.get(bus)
  if (!page) {
    page = { adds: new Map(), shown: new Map(), listeners: new Set() }
    pages.set(bus, page)
  }
  return page
}

function keep(page: Page, key: string, add: KeptAdd | undefined) {
  if (add) page.adds.set(key, add)
  else page.adds.delete(key)
  for (const listener of page.listeners) listener()
}

const idle: AddState = { status: 'idle' }

/**
 * An item's add, kept by the page rather than by its form. A country or language switch mounts
 * the catalog anew while an add is on its way: the form the shopper then sees still shows it
 * adding (a second press would add it twice) and its answer, where the form that sent it took
 * both away. In another market only a refusal for the market left shows; "Added" there would
 * speak of another market's cart. Let go with the last form showing it once it is answered, so
 * a page opened later starts afresh.
 */
export function useKeptAdd(
  bus: ShopBus,
  key: string,
  marketCode: string,
): { state: AddState; start: () => (next: AddState, anyMarket?: boolean) => AddState } {
  const page = pageOf(bus)
  const subscribe = useCallback(
    (listener: () => void) => {
      page.listeners.add(listener)
      return () => page.listeners.delete(listener)
    },
    [page],
  )
  const kept = useSyncExternalStore(subscribe, () => page.adds.get(key))
  useEffect(() => {
    page.shown.set(key, (page.shown.get(key) ?? 0) + 1)
    return () => {
      page.shown.set(key, (page.shown.get(key) ?? 1) - 1)
      // After React has mounted the same form again, if it does (StrictMode), which still shows it.
      queueMicrotask(() => {
        const add = page.adds.get(key)
        if ((page.shown.get(key) ?? 0) === 0 && add && add.state.status !== 'adding')
          keep(page, key, undefined)
      })
    }
  }, [page, key])
  const start = useCallback(() => {
    lastId += 1
    const id = lastId
    keep(page, key, { id, marketCode, state: { status: 'adding' }, anyMarket: false })
    return (next: AddState, anyMarket = false) => {
      // A newer add of the item (pressed in the new market) speaks for it now.
      if (page.adds.get(key)?.id === id) keep(page, key, { id, marketCode, state: next, anyMarket })
      return next
    }
  }, [page, key, marketCode])
  const state = kept && (kept.marketCode === marketCode || kept.anyMarket) ? kept.state : idle
  return { state, start }
}
