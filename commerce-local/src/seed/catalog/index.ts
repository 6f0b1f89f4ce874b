import type { StoredRecord } from '../../db/records'
import { bundlesSeed } from './bundles'
import { categoriesSeed } from './categories'
import { marketsSeed, priceListsSeed, stockLocationsSeed } from './markets'
import { paymentMethodsSeed, skuOptionsSeed } from './payment-methods'
import { deliveryLeadTimesSeed, shippingMethodsSeed } from './shipping'
import { pricesSeed, skusSeed, stockItemsSeed } from './skus'

export { giftBoxCodes } from './bundles'
export { pictures } from './pictures'
export { products } from './products'

/** Markets, price lists, stock, shipping and payment methods, products and gift boxes. */
export function catalogSeed(): StoredRecord[] {
  return [
    ...priceListsSeed(),
    ...stockLocationsSeed(),
    ...marketsSeed(),
    ...shippingMethodsSeed(),
    ...deliveryLeadTimesSeed(),
    ...paymentMethodsSeed(),
    ...skuOptionsSeed(),
    ...skusSeed(),
    ...pricesSeed(),
    ...stockItemsSeed(),
    ...categoriesSeed(),
    ...bundlesSeed(),
  ]
}
