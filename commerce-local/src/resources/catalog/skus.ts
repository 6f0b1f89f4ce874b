import { attributeEquals } from '../../db/conditions'
import { findFirst } from '../../db/records'
import { errors } from '../../errors/errors'
import { attribute, defineResource, hasMany, unqueryable, unsortable } from '../../jsonapi/define-resource'
import type { Draft, ResourceContext } from '../../jsonapi/resource'
import { catalogAccess } from '../access'
import { absoluteImageUrls } from './image-url'
import { skuInventories } from './inventory'
import { skuListsOfSkus, skuOptionsForSkus } from './sku-relations'

/** SKUs; `inventory` (stock of the token's locations, with lead times) comes on retrieve only. */
export const skus = defineResource({
  type: 'skus',
  attributes: {
    code: attribute('string', 'CU', true),
    name: attribute('string', 'CU', true),
    description: unsortable(attribute('string', 'CU')),
    image_url: unsortable(attribute('string', 'CU')),
    pieces_per_pack: unqueryable(attribute('integer', 'CU')),
    weight: unqueryable(attribute('float', 'CU')),
    unit_of_weight: unqueryable(attribute('string', 'CU')),
    hs_tariff_number: unqueryable(attribute('string', 'CU')),
    do_not_ship: attribute('boolean', 'CU'),
    do_not_track: attribute('boolean', 'CU'),
    inventory: unqueryable(attribute('object')),
  },
  relationships: {
    prices: hasMany('prices', 'sku'),
    stock_items: hasMany('stock_items', 'sku'),
    sku_list_items: hasMany('sku_list_items', 'sku'),
    sku_options: { kind: 'many', type: 'sku_options', resolve: skuOptionsForSkus, filterable: false },
    sku_lists: {
      kind: 'many',
      type: 'sku_lists',
      resolve: skuListsOfSkus,
      filterThrough: 'sku_list_items_sku_list',
    },
  },
  access: catalogAccess,
  beforeCreate: uniqueCode,
  beforeUpdate: uniqueCode,
  computed: async (ctx, records, { single }) => {
    const images = absoluteImageUrls(ctx, records)
    const inventories = single ? await skuInventories(ctx, records) : new Map()
    return new Map(
      records.map((r) => [r.id, { inventory: null, ...images.get(r.id), ...inventories.get(r.id) }]),
    )
  },
})

/**
 * A sku's code names it everywhere (line items, sku lists, stock by code): Commerce Layer
 * refuses one already taken, and two skus under one code would each answer for the other.
 */
async function uniqueCode(ctx: ResourceContext, draft: Draft): Promise<void> {
  const code = draft.attributes.code
  if (typeof code !== 'string') return
  const taken = await findFirst(ctx.db, 'skus', [attributeEquals('code', code)])
  if (taken && taken.id !== draft.id) throw errors.validation('code', 'has already been taken')
}
