import { attribute, defineResource, hasOne, unsortable } from '../../jsonapi/define-resource'
import type { Draft } from '../../jsonapi/resource'
import { catalogAccess } from '../access'
import { inTokenStockLocations } from '../market-scope'

/** How long a shipping method takes from a stock location; days follow from hours. */
export const deliveryLeadTimes = defineResource({
  type: 'delivery_lead_times',
  attributes: {
    min_hours: attribute('integer', 'CU', true),
    max_hours: attribute('integer', 'CU', true),
    min_days: attribute('integer'),
    max_days: unsortable(attribute('integer')),
  },
  relationships: {
    stock_location: hasOne('stock_locations', 'CU'),
    shipping_method: hasOne('shipping_methods', 'CU'),
  },
  access: catalogAccess,
  visibleTo: (ctx) => inTokenStockLocations(ctx),
  beforeCreate: (_ctx, draft) => withDays(draft),
  beforeUpdate: (_ctx, draft) => withDays(draft),
})

function withDays(draft: Draft): void {
  draft.attributes.min_days = Math.ceil(Number(draft.attributes.min_hours) / 24)
  draft.attributes.max_days = Math.ceil(Number(draft.attributes.max_hours) / 24)
}
