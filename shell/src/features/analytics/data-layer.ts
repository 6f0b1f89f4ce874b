import type { ShopBus } from '@storefront/shared/events'

type DataLayerWindow = { dataLayer?: unknown[] }

/**
 * Forwards `analytics:event` to `window.dataLayer` the way GA4 expects: an ecommerce event is
 * preceded by `{ ecommerce: null }` so its items do not merge with the previous event's.
 * Returns the unsubscribe.
 */
export function forwardAnalytics(
  bus: ShopBus,
  target: DataLayerWindow = window as DataLayerWindow,
): () => void {
  return bus.subscribe('analytics:event', ({ event, ecommerce }) => {
    target.dataLayer ??= []
    if (ecommerce) {
      target.dataLayer.push({ ecommerce: null })
      target.dataLayer.push({ event, ecommerce })
    } else {
      target.dataLayer.push({ event })
    }
  })
}
