import type { PayloadOf, ShopBus } from '@storefront/shared/events'

type DataLayerWindow = { dataLayer?: unknown[] }

/**
 * Forwards `analytics:event` to `window.dataLayer` the way GA4 expects: an ecommerce event is
 * preceded by `{ ecommerce: null }` so its items do not merge with the previous event's. Only
 * what `send` lets through goes (by default, everything). Returns the unsubscribe.
 */
export function forwardAnalytics(
  bus: ShopBus,
  target: DataLayerWindow = window as DataLayerWindow,
  send: (event: PayloadOf<'analytics:event'>) => boolean = () => true,
): () => void {
  return bus.subscribe('analytics:event', (payload) => {
    if (!send(payload)) return
    // Parameters go beside the event, where GA4 reads them (a search's `search_term`).
    const { event, ecommerce, params } = payload
    target.dataLayer ??= []
    if (ecommerce) {
      target.dataLayer.push({ ecommerce: null })
      target.dataLayer.push({ ...params, event, ecommerce })
    } else {
      target.dataLayer.push({ ...params, event })
    }
  })
}
