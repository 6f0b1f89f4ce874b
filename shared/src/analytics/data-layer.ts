import type { EcommerceEvent } from './events'

type DataLayerHolder = { dataLayer?: unknown[] }

/**
 * Pushes an event to GA4's `dataLayer`. The previous ecommerce object is cleared first, as
 * Google recommends, so items of one event never leak into the next.
 */
export function pushToDataLayer(
  event: EcommerceEvent,
  target: DataLayerHolder = globalThis as DataLayerHolder,
): void {
  if (!target.dataLayer) target.dataLayer = []
  const { params, ...rest } = event
  if (event.ecommerce) target.dataLayer.push({ ecommerce: null })
  target.dataLayer.push({ ...params, ...rest })
}
