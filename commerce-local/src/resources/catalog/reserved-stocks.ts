import { allRoles } from '../../auth/auth-context'
import { attribute, defineResource, hasOne } from '../../jsonapi/define-resource'
import { inTokenStockLocations } from '../market-scope'

/**
 * Reserved stocks: what placed orders hold of each stock item, which its sku's `inventory` takes
 * off. Read from the stock items' rows (`db/derived-records.ts`), never written through the API,
 * as in Commerce Layer (list and retrieve only). A sales channel reads those of its stock
 * locations, as it reads their stock items: Commerce Layer's sku reference tells a storefront to
 * list skus with `stock_items.reserved_stock` and subtract, for the stock a list can show.
 */
export const reservedStocks = defineResource({
  type: 'reserved_stocks',
  attributes: {
    quantity: attribute('integer'),
  },
  relationships: {
    stock_item: hasOne('stock_items'),
    sku: hasOne('skus'),
  },
  access: { list: allRoles, retrieve: allRoles },
  visibleTo: (ctx) => inTokenStockLocations(ctx),
})
