import { adjustments } from './resources/adjustments'
import { giftCards } from './resources/gift-cards'
import { lineItemOptions } from './resources/line-item-options'
import { lineItems } from './resources/line-items'
import { orders } from './resources/orders'
import { braintreePayments, wireTransfers } from './resources/payment-sources'
import { promotionResources } from './resources/promotions'
import { shipments } from './resources/shipments'

/** Every order resource, for `registerResources`. */
export const orderResources = [
  orders,
  lineItems,
  lineItemOptions,
  shipments,
  braintreePayments,
  wireTransfers,
  giftCards,
  adjustments,
  ...promotionResources,
]
