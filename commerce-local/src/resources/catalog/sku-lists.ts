import { attribute, defineResource, hasMany } from '../../jsonapi/define-resource'
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
    description: attribute('string', 'CU'),
    image_url: attribute('string', 'CU'),
    manual: attribute('boolean', 'CU'),
    sku_code_regex: attribute('string', 'CU'),
  },
  relationships: {
    skus: { kind: 'many', type: 'skus', resolve: skusOfSkuLists },
    sku_list_items: hasMany('sku_list_items', 'sku_list'),
    bundles: hasMany('bundles', 'sku_list'),
  },
  access: catalogAccess,
  computed: async (ctx, records) => absoluteImageUrls(ctx, records),
  beforeCreate: withSlug,
  beforeUpdate: withSlug,
})

function withSlug(_ctx: ResourceContext, draft: Draft): void {
  draft.attributes.manual ??= true
  draft.attributes.slug = String(draft.attributes.name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
