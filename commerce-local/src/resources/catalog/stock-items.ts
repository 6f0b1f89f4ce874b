import { attribute, defineResource, hasOne, unqueryable } from '../../jsonapi/define-resource'
import { catalogAccess } from '../access'
import { inTokenStockLocations } from '../market-scope'
import { linkSkuByCode } from './money'

/**
 * Stock items: quantity per sku and location. What placed orders hold back is kept in
 * `internal.reserved_quantity` (see inventory.ts); the sku's inventory subtracts it, and a list
 * reads it as the item's `reserved_stock` (reserved-stocks.ts).
 */
export const stockItems = defineResource({
  type: 'stock_items',
  attributes: {
    sku_code: unqueryable(attribute('string', 'CU')),
    quantity: attribute('integer', 'CU', true),
  },
  relationships: {
    stock_location: hasOne('stock_locations', 'CU'),
    sku: hasOne('skus', 'CU'),
    reserved_stock: { kind: 'one', type: 'reserved_stocks', sameId: true },
  },
  access: catalogAccess,
  visibleTo: (ctx) => inTokenStockLocations(ctx),
  beforeCreate: (ctx, draft) => linkSkuByCode(ctx, draft),
  beforeUpdate: (ctx, draft) => linkSkuByCode(ctx, draft),
})
