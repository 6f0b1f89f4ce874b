export { type Bus, BusPayloadError, createBus } from './bus'
export {
  addItemResultSchema,
  addItemSchema,
  analyticsEventSchema,
  type ChannelName,
  type Channels,
  cartSummarySchema,
  channels,
  type InputOf,
  marketSchema,
  openModalSchema,
  type PayloadOf,
  sessionSchema,
} from './channels'
export { namePage } from './name-page'
export { BusTimeoutError, newRequestId, requestAddItem, requestLogin } from './request'
export { createScope } from './scope'
export { getShopBus, resetShopBus, type ShopBus } from './shop-bus'
