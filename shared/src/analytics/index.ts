export { pushToDataLayer } from './data-layer'
export { analyticsEvents, type EcommerceEvent, itemsValue, viewEvents } from './events'
export {
  type AnalyticsItem,
  type ItemList,
  itemCategoryOf,
  itemFromLineItem,
  itemFromSku,
  type LineItemLike,
  type SkuLike,
} from './items'
