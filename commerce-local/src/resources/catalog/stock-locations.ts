import { idIn } from '../../db/conditions'
import { attribute, defaultsTo, defineResource, hasMany, unqueryable } from '../../jsonapi/define-resource'
import { catalogAccess } from '../access'

/** Warehouses; a sales channel sees those of its markets. */
export const stockLocations = defineResource({
  type: 'stock_locations',
  attributes: {
    number: unqueryable(attribute('integer')),
    name: attribute('string', 'CU', true),
    code: attribute('string', 'CU'),
    label_format: defaultsTo(attribute('string', 'CU'), 'PDF'),
    suppress_etd: attribute('boolean', 'CU'),
  },
  relationships: {
    stock_items: hasMany('stock_items', 'stock_location'),
  },
  access: catalogAccess,
  visibleTo: (ctx) => (ctx.auth.role === 'integration' ? [] : [idIn(ctx.auth.stockLocationIds)]),
})
