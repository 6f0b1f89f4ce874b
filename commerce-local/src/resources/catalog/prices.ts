import { attribute, defineResource, hasOne, unqueryable } from '../../jsonapi/define-resource'
import { catalogAccess } from '../access'
import { inTokenPriceLists } from '../market-scope'
import { withFormattedAmounts } from './money'

/** Prices; a sales channel sees those of its markets' price lists only. */
export const prices = defineResource({
  type: 'prices',
  attributes: {
    currency_code: unqueryable(attribute('string')),
    sku_code: unqueryable(attribute('string', 'CU')),
    amount_cents: attribute('integer', 'CU', true),
    amount_float: attribute('float'),
    formatted_amount: attribute('string'),
    original_amount_cents: unqueryable(attribute('integer')),
    formatted_original_amount: attribute('string'),
    compare_at_amount_cents: attribute('integer', 'CU'),
    compare_at_amount_float: attribute('float'),
    formatted_compare_at_amount: attribute('string'),
  },
  relationships: {
    price_list: hasOne('price_lists', 'CU'),
    sku: hasOne('skus', 'CU'),
  },
  access: catalogAccess,
  visibleTo: (ctx) => inTokenPriceLists(ctx),
  beforeCreate: (ctx, draft) => withFormattedAmounts(ctx, draft),
  beforeUpdate: (ctx, draft) => withFormattedAmounts(ctx, draft),
})
