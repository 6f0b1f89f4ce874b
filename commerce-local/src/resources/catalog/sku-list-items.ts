import { attribute, defaultsTo, defineResource, hasOne, unqueryable } from '../../jsonapi/define-resource'
import { catalogAccess } from '../access'
import { linkSkuByCode } from './money'

/** A sku's place (and quantity, for bundles) in a sku list. */
export const skuListItems = defineResource({
  type: 'sku_list_items',
  attributes: {
    position: attribute('integer', 'CU'),
    sku_code: unqueryable(attribute('string', 'CU')),
    quantity: defaultsTo(attribute('integer', 'CU'), 1),
  },
  relationships: {
    sku_list: hasOne('sku_lists', 'C'),
    sku: hasOne('skus', 'C'),
  },
  access: catalogAccess,
  beforeCreate: linkSkuByCode,
})
