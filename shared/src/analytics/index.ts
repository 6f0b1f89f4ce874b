export { pushToDataLayer } from './data-layer'
export { analyticsEvents, type EcommerceEvent, valueOf } from './events'
export { type AnalyticsItem, itemFromLineItem, itemFromSku, type LineItemLike, type SkuLike } from './items'
