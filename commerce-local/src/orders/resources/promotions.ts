import { linkedTo } from '../../db/conditions'
import { attribute, defineResource, hasMany, hasOne, unqueryable } from '../../jsonapi/define-resource'
import { groupBy, visibleRecords } from '../../jsonapi/related-records'
import type { Draft, RelationshipSpec, ResourceDefinition } from '../../jsonapi/resource'
import { integrationAccess } from '../../resources/access'
import { promotionTypes } from '../services/load-promotions'
import { amountFields } from '../services/order-money'
import {
  couponAttributes,
  couponCodesRuleAttributes,
  orderAmountRuleAttributes,
  promotionAttributes,
} from './payment-promotion-attributes'

/** Status and usage as Commerce Layer derives them from dates, disabling and the usage limit. */
function withStatus(draft: Draft): void {
  const a = draft.attributes
  // Before the status, which answers the request that disabled or enabled the promotion.
  if (draft.triggers._disable === true) a.disabled_at = new Date().toISOString()
  if (draft.triggers._enable === true) a.disabled_at = null
  const now = Date.now()
  const usageReached =
    typeof a.total_usage_limit === 'number' && Number(a.total_usage_count ?? 0) >= a.total_usage_limit
  const status = a.disabled_at
    ? 'disabled'
    : Date.parse(String(a.starts_at)) > now
      ? 'upcoming'
      : Date.parse(String(a.expires_at)) <= now
        ? 'expired'
        : 'active'
  Object.assign(a, {
    type: draft.attributes.type,
    status,
    active: status === 'active' && !usageReached,
    total_usage_reached: usageReached,
  })
  a.total_usage_count ??= 0
  if (typeof a.fixed_amount_cents === 'number') {
    Object.assign(
      a,
      amountFields({ fixed_amount: a.fixed_amount_cents }, { currency: String(a.currency_code ?? 'EUR') }),
    )
  }
}

/** A promotion's rule of one kind: stored on the rule (its `promotion` link), served as a has-one. */
function ruleOf(type: string): RelationshipSpec {
  return {
    kind: 'one',
    type,
    resolve: async (ctx, promotions) => {
      const rules = await visibleRecords(ctx, type, [
        linkedTo(
          'promotion',
          promotions.map((p) => p.id),
        ),
      ])
      return groupBy(rules, (rule) => rule.relationships.promotion?.id)
    },
  }
}

function promotion(type: string, extra: ResourceDefinition['attributes']) {
  return defineResource({
    type,
    attributes: { ...promotionAttributes, ...extra },
    relationships: {
      market: hasOne('markets', 'CU'),
      coupon_codes_promotion_rule: ruleOf('coupon_codes_promotion_rules'),
      order_amount_promotion_rule: ruleOf('order_amount_promotion_rules'),
    },
    access: integrationAccess,
    beforeCreate: (_ctx, draft) =>
      withStatus(Object.assign(draft, { attributes: { ...draft.attributes, type } })),
    beforeUpdate: (_ctx, draft) => withStatus(draft),
  })
}

const [percentageType, fixedType, freeShippingType] = promotionTypes as [string, string, string]

export const promotionResources = [
  promotion(percentageType, { percentage: unqueryable(attribute('integer', 'CU', true)) }),
  promotion(fixedType, {
    fixed_amount_cents: unqueryable(attribute('integer', 'CU', true)),
    fixed_amount_float: attribute('float'),
    formatted_fixed_amount: attribute('string'),
  }),
  promotion(freeShippingType, {}),
  defineResource({
    type: 'coupon_codes_promotion_rules',
    attributes: couponCodesRuleAttributes,
    relationships: {
      promotion: hasOne([...promotionTypes], 'CU'),
      coupons: hasMany('coupons', 'promotion_rule'),
    },
    access: integrationAccess,
  }),
  defineResource({
    type: 'order_amount_promotion_rules',
    attributes: orderAmountRuleAttributes,
    relationships: { promotion: hasOne([...promotionTypes], 'CU') },
    access: integrationAccess,
  }),
  defineResource({
    type: 'coupons',
    attributes: couponAttributes,
    relationships: { promotion_rule: hasOne('coupon_codes_promotion_rules', 'CU') },
    access: integrationAccess,
    beforeCreate: (_ctx, draft) => {
      draft.attributes.usage_count = 0
    },
  }),
]
