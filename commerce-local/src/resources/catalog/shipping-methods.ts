import { attribute, defaultsTo, defineResource, hasOne, unqueryable } from '../../jsonapi/define-resource'
import type { Draft, ResourceContext } from '../../jsonapi/resource'
import { catalogAccess } from '../access'
import { inTokenMarkets } from '../market-scope'
import { amountFields } from './money'

/**
 * Shipping methods per market. The countries a method ships to are kept in
 * `internal.zone_country_codes` (Commerce Layer's shipping zone), for order shipments.
 */
export const shippingMethods = defineResource({
  type: 'shipping_methods',
  attributes: {
    name: attribute('string', 'CU', true),
    scheme: defaultsTo(attribute('string', 'CU'), 'flat'),
    currency_code: attribute('string', 'CU'),
    price_amount_cents: attribute('integer', 'CU', true),
    price_amount_float: attribute('float'),
    formatted_price_amount: attribute('string'),
    free_over_amount_cents: attribute('integer', 'CU'),
    free_over_amount_float: attribute('float'),
    formatted_free_over_amount: attribute('string'),
    use_subtotal: unqueryable(attribute('boolean', 'CU')),
    price_amount_for_shipment_cents: unqueryable(attribute('integer')),
    price_amount_for_shipment_float: attribute('float'),
    formatted_price_amount_for_shipment: attribute('string'),
    min_weight: unqueryable(attribute('float', 'CU')),
    max_weight: unqueryable(attribute('float', 'CU')),
    unit_of_weight: unqueryable(attribute('string', 'CU')),
    disabled_at: attribute('datetime'),
  },
  relationships: {
    market: hasOne('markets', 'CU'),
    stock_location: hasOne('stock_locations', 'CU'),
  },
  access: catalogAccess,
  visibleTo: (ctx) => inTokenMarkets(ctx, { optional: true }),
  beforeCreate: withAmounts,
  beforeUpdate: withAmounts,
})

function withAmounts(_ctx: ResourceContext, draft: Draft): void {
  const a = draft.attributes
  const currency = String(a.currency_code ?? 'EUR')
  a.price_amount_for_shipment_cents = a.price_amount_cents
  Object.assign(a, amountFields('price_amount', a.price_amount_cents, currency))
  Object.assign(a, amountFields('free_over_amount', a.free_over_amount_cents, currency))
  Object.assign(a, amountFields('price_amount_for_shipment', a.price_amount_cents, currency))
}
