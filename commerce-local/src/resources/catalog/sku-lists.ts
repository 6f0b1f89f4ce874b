import {
  attribute,
  defaultsTo,
  defineResource,
  hasMany,
  unqueryable,
  unsortable,
} from '../../jsonapi/define-resource'
import type { Draft, ResourceContext } from '../../jsonapi/resource'
import { catalogAccess } from '../access'
import { absoluteImageUrls } from './image-url'
import { skusOfSkuLists } from './sku-relations'

/** Categories of the shop (and the contents of gift boxes). */
export const skuLists = defineResource({
  type: 'sku_lists',
  attributes: {
    name: attribute('string', 'CU', true),
    slug: attribute('string'),
    description: unsortable(attribute('string', 'CU')),
    image_url: unsortable(attribute('string', 'CU')),
    manual: defaultsTo(attribute('boolean', 'CU'), true),
    sku_code_regex: unqueryable(attribute('string', 'CU')),
  },
  relationships: {
    skus: { kind: 'many', type: 'skus', resolve: skusOfSkuLists, filterable: false },
    sku_list_items: hasMany('sku_list_items', 'sku_list'),
    bundles: { ...hasMany('bundles', 'sku_list'), filterable: false },
  },
  access: catalogAccess,
  computed: async (ctx, records) => absoluteImageUrls(ctx, records),
  beforeCreate: withSlug,
  beforeUpdate: withSlug,
})

function withSlug(_ctx: ResourceContext, draft: Draft): void {
  draft.attributes.slug = String(draft.attributes.name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
