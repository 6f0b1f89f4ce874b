import { type AnalyticsItem, analyticsEvents, type EcommerceEvent } from '@storefront/shared/analytics'
import { useEffect } from 'react'
import { useShop } from './shop-context'

/** Publishes an analytics event once per `key` (a list shown, a product viewed). */
export function useAnalyticsOnce(key: string | null, event: () => EcommerceEvent): void {
  const { bus } = useShop()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key says when the event is new
  useEffect(() => {
    if (key !== null) bus.publish('analytics:event', event())
  }, [key, bus])
}

/** The GA4 `select_item` a click on a product card sends. */
export function useSelectItem(): (listName: string, item: AnalyticsItem) => void {
  const { bus } = useShop()
  return (listName, item) => bus.publish('analytics:event', analyticsEvents.selectItem(listName, item))
}
