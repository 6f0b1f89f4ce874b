import { attribute, defaultsTo, defineResource, unqueryable } from '../../jsonapi/define-resource'
import type { Draft } from '../../jsonapi/resource'
import { integrationAccess } from '../../resources/access'
import { amountFields } from '../services/order-money'

function withAmounts(_ctx: unknown, draft: Draft): void {
  const a = draft.attributes
  if (typeof a.amount_cents === 'number' && typeof a.currency_code === 'string') {
    Object.assign(a, amountFields({ amount: a.amount_cents }, { currency: a.currency_code }))
  }
}

/**
 * A fixed amount an integration adds to an order as an `adjustments` line item (a surcharge, or a
 * goodwill discount when negative): the line item takes its name and amount.
 */
export const adjustments = defineResource({
  type: 'adjustments',
  attributes: {
    name: attribute('string', 'CU', true),
    currency_code: attribute('string', 'CU', true),
    amount_cents: attribute('integer', 'CU', true),
    amount_float: attribute('float'),
    formatted_amount: attribute('string'),
    distribute_discount: unqueryable(defaultsTo(attribute('boolean', 'CU'), true)),
  },
  relationships: {},
  access: integrationAccess,
  beforeCreate: withAmounts,
  beforeUpdate: withAmounts,
})
