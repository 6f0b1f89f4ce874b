import { bundles } from './bundles'
import { deliveryLeadTimes } from './delivery-lead-times'
import { markets } from './markets'
import { paymentMethods } from './payment-methods'
import { priceLists } from './price-lists'
import { prices } from './prices'
import { reservedStocks } from './reserved-stocks'
import { shippingMethods } from './shipping-methods'
import { skuListItems } from './sku-list-items'
import { skuLists } from './sku-lists'
import { skuOptions } from './sku-options'
import { skus } from './skus'
import { stockItems } from './stock-items'
import { stockLocations } from './stock-locations'

export { availableQuantity } from './inventory'
export { amountFields } from './money'

export const catalogResources = [
  markets,
  skus,
  prices,
  priceLists,
  stockItems,
  reservedStocks,
  stockLocations,
  deliveryLeadTimes,
  skuOptions,
  bundles,
  skuLists,
  skuListItems,
  shippingMethods,
  paymentMethods,
]
