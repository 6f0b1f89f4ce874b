import type { MarketInfo } from '@storefront/shared/contract'
import type { ShopBus } from '@storefront/shared/events'
import { useEffect, useState } from 'react'
import { useLocationStore } from '../../../lib/location-store'
import { forwardAnalytics } from '../data-layer'
import { pageOfHref } from '../page-of-href'
import { viewsOnPage } from '../views-on-page'

/** Forwards the remotes' analytics to the data layer, each view once for the page on show. */
export function useAnalytics(bus: ShopBus, fallback: MarketInfo): void {
  const [views] = useState(viewsOnPage)
  // Followed in the store, not in a render: the address changes before the page's remote
  // renders and reports, and a page left for one that reports nothing is still left.
  useEffect(() => {
    const follow = (href: string) => views.show(pageOfHref(href, fallback))
    follow(useLocationStore.getState().href)
    return useLocationStore.subscribe((state) => follow(state.href))
  }, [views, fallback])
  useEffect(() => forwardAnalytics(bus, window as { dataLayer?: unknown[] }, views.isNew), [bus, views])
}
