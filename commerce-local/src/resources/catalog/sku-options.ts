import {
  attribute,
  defaultsTo,
  defineResource,
  hasOne,
  unqueryable,
  unsortable,
} from '../../jsonapi/define-resource'
import type { Draft, ResourceContext } from '../../jsonapi/resource'
import { catalogAccess } from '../access'
import { inTokenMarkets } from '../market-scope'
import { amountFields } from './money'

/** Options a line item may carry (the free greeting card), per market. */
export const skuOptions = defineResource({
  type: 'sku_options',
  attributes: {
    name: attribute('string', 'CU', true),
    currency_code: attribute('string', 'CU'),
    description: unsortable(attribute('string', 'CU')),
    price_amount_cents: defaultsTo(attribute('integer', 'CU'), 0),
    price_amount_float: attribute('float'),
    formatted_price_amount: attribute('string'),
    delay_hours: defaultsTo(attribute('integer', 'CU'), 0),
    delay_days: attribute('integer'),
    sku_code_regex: unqueryable(attribute('string', 'CU')),
  },
  relationships: {
    market: hasOne('markets', 'CU'),
  },
  access: catalogAccess,
  visibleTo: (ctx) => inTokenMarkets(ctx, { optional: true }),
  beforeCreate: withAmounts,
  beforeUpdate: withAmounts,
})

function withAmounts(_ctx: ResourceContext, draft: Draft): void {
  const a = draft.attributes
  a.delay_days = Math.ceil(Number(a.delay_hours ?? 0) / 24)
  Object.assign(a, amountFields('price_amount', a.price_amount_cents, String(a.currency_code ?? 'EUR')))
}
