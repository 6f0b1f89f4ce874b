import { idIn } from '../../db/conditions'
import { attribute, defaultsTo, defineResource, hasMany } from '../../jsonapi/define-resource'
import { catalogAccess } from '../access'
import { tokenMarkets } from '../market-scope'

/** Price lists, one per currency; a sales channel sees its markets' lists. */
export const priceLists = defineResource({
  type: 'price_lists',
  attributes: {
    name: attribute('string', 'CU', true),
    code: attribute('string', 'CU'),
    currency_code: attribute('string', 'CU', true),
    tax_included: defaultsTo(attribute('boolean', 'CU'), true),
  },
  relationships: {
    prices: hasMany('prices', 'price_list'),
  },
  access: catalogAccess,
  visibleTo: async (ctx) =>
    ctx.auth.role === 'integration' ? [] : [idIn((await tokenMarkets(ctx)).priceListIds)],
})
