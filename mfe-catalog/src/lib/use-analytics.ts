import { analyticsEvents, type EcommerceEvent, type ItemList } from '@storefront/shared/analytics'
import { useEffect, useRef } from 'react'
import { analyticsItem } from './analytics-item'
import type { ProductSummary } from './catalog-types'
import { useShop } from './shop-context'

/** Publishes an analytics event once per `key` (a list shown, a product viewed). */
export function useAnalyticsOnce(key: string | null, event: () => EcommerceEvent): void {
  const { bus } = useShop()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key says when the event is new
  useEffect(() => {
    if (key !== null) bus.publish('analytics:event', event())
  }, [key, bus])
}

/**
 * GA4's `search` for the words searched, once their results are in (`done`), found or not: once a
 * search, however many of its pages are read, each of which loads anew.
 */
export function useSearchReported(term: string, done: boolean): void {
  const { bus } = useShop()
  const reported = useRef<string | null>(null)
  useEffect(() => {
    if (!done || !term || reported.current === term) return
    reported.current = term
    bus.publish('analytics:event', analyticsEvents.search(term))
  }, [term, done, bus])
}

/**
 * A list's GA4 events: `view_item_list` once per `key` for the items `shown` (none for an empty
 * list: GA4 wants items), and the `select_item` a card sends, returned. An item's index is its place
 * in the whole list, past the `offset` items of the pages before, so the first card of page 2 is
 * not counted as the first of page 1.
 */
export function useItemList(
  list: ItemList,
  shown: readonly ProductSummary[] | null,
  { key, offset = 0 }: { readonly key: string; readonly offset?: number },
): (product: ProductSummary, index: number) => void {
  const { bus, market } = useShop()
  const item = (product: ProductSummary, index: number) =>
    analyticsItem(product, { index: offset + index, list })
  useAnalyticsOnce(shown && shown.length > 0 ? `${list.id}|${key}` : null, () =>
    analyticsEvents.viewItemList(market.currency, list, (shown ?? []).map(item)),
  )
  return (product, index) =>
    bus.publish('analytics:event', analyticsEvents.selectItem(market.currency, list, item(product, index)))
}
