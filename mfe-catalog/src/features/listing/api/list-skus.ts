import type { CommerceClient } from '@storefront/shared/commerce'
import { pageSize } from '@storefront/shared/constants'
import type { LocaleTag } from '@storefront/shared/i18n'
import type { Page, ProductSummary } from '../../../lib/catalog-types'
import { useShop } from '../../../lib/shop-context'
import { byRelevance, textSearchFilter } from '../../../lib/text-search'
import { type SkuLike, skuSummary } from '../../../lib/to-product'
import { useResource } from '../../../lib/use-resource'

export interface SkuQuery {
  readonly page: number
  /** Free text: one of the searched attributes (`Shop.searchAttributes`) contains it. */
  readonly query?: string
  /** Only the skus of one category (sku list), by its slug. */
  readonly categorySlug?: string
}

function filtersOf({ query, categorySlug }: SkuQuery, searched: string): Record<string, string> | null {
  const search = query ? textSearchFilter(query, searched) : {}
  if (!search) return null
  const filters: Record<string, string> = { ...search }
  // Through the list items to their list, so a category page needs no lookup of the list first.
  if (categorySlug) filters.sku_list_items_sku_list_slug_eq = categorySlug
  return filters
}

/** One page of skus with their price in the token's market, 25 to a page. */
export async function listSkus(
  client: CommerceClient,
  query: SkuQuery,
  tag: LocaleTag,
  searched: string,
): Promise<Page<ProductSummary>> {
  const filters = filtersOf(query, searched)
  if (!filters) return { items: [], page: query.page, pageCount: 0, total: 0 }
  const skus = await client.skus.list({
    include: ['prices'],
    // What a card shows, and nothing more: the listing is the page a first visit lands on.
    fields: {
      skus: ['code', 'name', 'image_url', 'metadata', 'prices'],
      prices: ['amount_cents', 'compare_at_amount_cents', 'currency_code'],
    },
    filters,
    sort: { code: 'asc' },
    pageNumber: query.page,
    pageSize,
  })
  const found = skus.map((sku) => sku as unknown as SkuLike)
  const ordered = query.query && skus.meta.pageCount <= 1 ? byRelevance(found, query.query, tag) : found
  return {
    items: ordered.map((sku) => skuSummary(sku, tag)),
    page: skus.meta.currentPage || query.page,
    pageCount: skus.meta.pageCount,
    total: skus.meta.recordCount,
  }
}

export function useSkus(query: SkuQuery | null) {
  const { tag, searchAttributes } = useShop()
  const key = query && `skus|${tag}|${query.page}|${query.query ?? ''}|${query.categorySlug ?? ''}`
  return useResource(key, (client) => listSkus(client, query as SkuQuery, tag, searchAttributes))
}
