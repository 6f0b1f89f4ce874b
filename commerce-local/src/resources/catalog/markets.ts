import { idIn } from '../../db/conditions'
import { attribute, defineResource, hasOne, unqueryable } from '../../jsonapi/define-resource'
import { catalogAccess } from '../access'

/** Markets; a sales channel token sees only the markets of its scope. */
export const markets = defineResource({
  type: 'markets',
  attributes: {
    number: unqueryable(attribute('integer')),
    name: attribute('string', 'CU', true),
    code: attribute('string', 'CU'),
    private: unqueryable(attribute('boolean')),
    shipping_cost_cutoff: unqueryable(attribute('integer', 'CU')),
    disabled_at: attribute('datetime'),
  },
  relationships: {
    price_list: hasOne('price_lists', 'CU'),
    default_shipping_method: hasOne('shipping_methods', 'CU'),
    default_payment_method: hasOne('payment_methods', 'CU'),
  },
  access: catalogAccess,
  visibleTo: (ctx) => (ctx.auth.role === 'integration' ? [] : [idIn(ctx.auth.marketIds)]),
})
