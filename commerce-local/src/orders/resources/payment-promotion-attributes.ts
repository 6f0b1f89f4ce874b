import { attribute, defaultsTo, unqueryable, unsortable } from '../../jsonapi/define-resource'

/** Payment sources, coupons, gift cards and promotions, with resources.json's creatable (C) and updatable (U) flags and what it cannot filter or sort by. */
export const braintreePaymentAttributes = {
  client_token: unqueryable(attribute('string')),
  payment_method_nonce: unqueryable(attribute('string', 'U')),
  payment_id: unqueryable(attribute('string', 'CU')),
  local: unqueryable(attribute('boolean', 'CU')),
  options: unqueryable(attribute('object', 'CU')),
  payment_instrument: unqueryable(attribute('object')),
}

export const wireTransferAttributes = {
  payment_instrument: unqueryable(attribute('object')),
}

export const couponAttributes = {
  code: attribute('string', 'CU', true),
  customer_single_use: defaultsTo(attribute('boolean', 'CU'), false),
  usage_limit: attribute('integer', 'CU'),
  usage_count: attribute('integer'),
  recipient_email: unqueryable(attribute('string', 'CU')),
  expires_at: attribute('datetime', 'CU'),
}

export const giftCardAttributes = {
  status: attribute('string'),
  code: unsortable(attribute('string', 'C')),
  currency_code: attribute('string', 'CU'),
  initial_balance_cents: unqueryable(attribute('integer')),
  initial_balance_float: attribute('float'),
  formatted_initial_balance: attribute('string'),
  balance_cents: attribute('integer', 'CU', true),
  balance_float: attribute('float'),
  formatted_balance: attribute('string'),
  balance_max_cents: attribute('integer', 'CU'),
  balance_max_float: attribute('float'),
  formatted_balance_max: attribute('string'),
  balance_log: unqueryable(attribute('array')),
  usage_log: unqueryable(attribute('object')),
  single_use: unsortable(defaultsTo(attribute('boolean', 'CU'), false)),
  rechargeable: unsortable(defaultsTo(attribute('boolean', 'CU'), true)),
  distribute_discount: unqueryable(defaultsTo(attribute('boolean', 'CU'), true)),
  image_url: unqueryable(attribute('string', 'CU')),
  expires_at: attribute('datetime', 'CU'),
  recipient_email: unqueryable(attribute('string', 'CU')),
  _purchase: attribute('boolean', 'U'),
  _activate: attribute('boolean', 'U'),
  _deactivate: attribute('boolean', 'U'),
  _balance_change_cents: attribute('integer', 'U'),
}

export const promotionAttributes = {
  name: attribute('string', 'CU', true),
  type: attribute('string'),
  currency_code: attribute('string', 'CU'),
  exclusive: attribute('boolean', 'CU'),
  priority: attribute('integer', 'CU'),
  starts_at: attribute('datetime', 'CU', true),
  expires_at: attribute('datetime', 'CU', true),
  total_usage_limit: attribute('integer', 'CU'),
  total_usage_count: attribute('integer'),
  total_usage_reached: attribute('boolean'),
  active: unqueryable(attribute('boolean')),
  status: unqueryable(attribute('string')),
  weight: unqueryable(attribute('integer')),
  coupons_count: unqueryable(attribute('integer')),
  _disable: attribute('boolean', 'CU'),
  _enable: attribute('boolean', 'CU'),
  disabled_at: attribute('datetime'),
}

export const couponCodesRuleAttributes = {
  type: attribute('string'),
}

export const orderAmountRuleAttributes = {
  type: attribute('string'),
  order_amount_cents: unqueryable(attribute('integer', 'CU')),
  order_amount_float: attribute('float'),
  formatted_order_amount: attribute('string'),
  use_subtotal: unqueryable(attribute('boolean', 'CU')),
}
