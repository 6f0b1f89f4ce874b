import { attributeExpression, inList, linkedTo, relationshipExpression } from '../../db/conditions'
import type { StoredRecord } from '../../db/records'
import { attribute, defineResource, hasOne, unqueryable, unsortable } from '../../jsonapi/define-resource'
import type { Draft, ResourceContext } from '../../jsonapi/resource'
import { catalogAccess } from '../access'
import { tokenMarkets } from '../market-scope'
import { absoluteImageUrls } from './image-url'
import { amountFields } from './money'
import { skusOfSkuLists } from './sku-relations'

/**
 * Gift boxes: a priced set of skus (its sku list). A bundle without a market is sold in
 * every market whose price list has the bundle's currency.
 */
export const bundles = defineResource({
  type: 'bundles',
  attributes: {
    code: attribute('string', 'CU', true),
    name: attribute('string', 'CU', true),
    currency_code: attribute('string', 'CU'),
    description: unsortable(attribute('string', 'CU')),
    image_url: unsortable(attribute('string', 'CU')),
    do_not_ship: unsortable(attribute('boolean')),
    do_not_track: unsortable(attribute('boolean')),
    price_amount_cents: attribute('integer', 'CU'),
    price_amount_float: attribute('float'),
    formatted_price_amount: attribute('string'),
    compare_at_amount_cents: attribute('integer', 'CU'),
    compare_at_amount_float: attribute('float'),
    formatted_compare_at_amount: attribute('string'),
    skus_count: unqueryable(attribute('integer')),
  },
  relationships: {
    market: hasOne('markets', 'C'),
    sku_list: hasOne('sku_lists', 'C'),
    skus: { kind: 'many', type: 'skus', resolve: skusOfBundles, filterable: false },
  },
  access: catalogAccess,
  computed: async (ctx, records) => absoluteImageUrls(ctx, records),
  visibleTo: async (ctx) => {
    if (ctx.auth.role === 'integration') return []
    const inMarket = linkedTo('market', ctx.auth.marketIds)
    const inCurrency = inList(attributeExpression('currency_code'), (await tokenMarkets(ctx)).currencies)
    return [
      {
        sql: `(${inMarket.sql}) OR (${relationshipExpression('market')} IS NULL AND ${inCurrency.sql})`,
        params: [...inMarket.params, ...inCurrency.params],
      },
    ]
  },
  beforeCreate: withAmounts,
  beforeUpdate: withAmounts,
})

async function skusOfBundles(ctx: ResourceContext, records: readonly StoredRecord[]) {
  const lists = records.flatMap((r) => (r.relationships.sku_list ? [r.relationships.sku_list] : []))
  const byList = await skusOfSkuLists(
    ctx,
    lists.map((l) => ({ ...emptyRecord, ...l })),
  )
  return new Map(records.map((r) => [r.id, byList.get(r.relationships.sku_list?.id ?? '') ?? []]))
}

const emptyRecord: StoredRecord = {
  type: 'sku_lists',
  id: '',
  attributes: {},
  relationships: {},
  internal: {},
  created_at: '',
  updated_at: '',
}

function withAmounts(_ctx: ResourceContext, draft: Draft): void {
  const a = draft.attributes
  const currency = String(a.currency_code ?? 'EUR')
  a.compare_at_amount_cents ??= a.price_amount_cents
  Object.assign(a, amountFields('price_amount', a.price_amount_cents, currency))
  Object.assign(a, amountFields('compare_at_amount', a.compare_at_amount_cents, currency))
}
