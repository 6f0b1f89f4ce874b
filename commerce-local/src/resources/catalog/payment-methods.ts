import { attribute, defaultsTo, defineResource, hasOne, unqueryable } from '../../jsonapi/define-resource'
import type { Draft, ResourceContext } from '../../jsonapi/resource'
import { catalogAccess } from '../access'
import { inTokenMarkets } from '../market-scope'
import { amountFields } from './money'

/** Payment methods per market: `payment_source_type` says which source an order then needs. */
export const paymentMethods = defineResource({
  type: 'payment_methods',
  attributes: {
    name: attribute('string', 'CU'),
    payment_source_type: attribute('string', 'CU', true),
    currency_code: attribute('string', 'CU'),
    moto: unqueryable(defaultsTo(attribute('boolean', 'CU'), false)),
    require_capture: unqueryable(attribute('boolean', 'CU')),
    auto_place: unqueryable(defaultsTo(attribute('boolean', 'CU'), false)),
    auto_capture: unqueryable(defaultsTo(attribute('boolean', 'CU'), false)),
    price_amount_cents: attribute('integer', 'CU', true),
    price_amount_float: attribute('float'),
    formatted_price_amount: attribute('string'),
    disabled_at: attribute('datetime'),
  },
  relationships: {
    market: hasOne('markets', 'CU'),
  },
  access: catalogAccess,
  visibleTo: (ctx) => inTokenMarkets(ctx, { optional: true }),
  beforeCreate(ctx, draft) {
    draft.attributes.name ??= titleized(String(draft.attributes.payment_source_type))
    withAmounts(ctx, draft)
  },
  beforeUpdate: withAmounts,
})

/** Rails' titleize, which names a payment method after its source: `wire_transfers` → `Wire Transfers`. */
const titleized = (words: string) =>
  words.replace(/_/g, ' ').replace(/\b[a-z]/g, (letter) => letter.toUpperCase())

function withAmounts(_ctx: ResourceContext, draft: Draft): void {
  const a = draft.attributes
  Object.assign(a, amountFields('price_amount', a.price_amount_cents, String(a.currency_code ?? 'EUR')))
}
