import type { CommerceClient } from '@storefront/shared/commerce'
import { pageSize } from '@storefront/shared/constants'
import type { LocaleTag } from '@storefront/shared/i18n'
import type { Screen } from '@storefront/shared/routes'
import { useCallback } from 'react'
import type { Page, ProductSummary } from '../../../lib/catalog-types'
import { useShop } from '../../../lib/shop-context'
import { answersEveryWord, byRelevance, textSearchFilter } from '../../../lib/text-search'
import { type SkuLike, skuSummary } from '../../../lib/to-product'
import { usePrefetch, useResource } from '../../../lib/use-resource'

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
  // An attribute of a relationship, so a category page needs no lookup of the list first. One
  // level deep, the form Commerce Layer documents ("filtering data"); through the list items to
  // their list would be two.
  if (categorySlug) filters.sku_lists_slug_eq = categorySlug
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
    // The stock items (the token's stock locations only) and what placed orders reserved of each
    // tell a card what is left on this one call, as the product page's `inventory` counts it
    // (that comes only with a single sku): Commerce Layer's way for a list of skus.
    include: ['prices', 'stock_items.reserved_stock'],
    // What a card shows, and nothing more: the listing is the page a first visit lands on.
    fields: {
      skus: ['code', 'name', 'image_url', 'metadata', 'prices', 'stock_items', 'do_not_track'],
      prices: ['amount_cents', 'compare_at_amount_cents', 'currency_code'],
      stock_items: ['quantity', 'reserved_stock'],
      reserved_stocks: ['quantity'],
    },
    filters,
    sort: { code: 'asc' },
    pageNumber: query.page,
    pageSize,
  })
  const found: SkuLike[] = [...skus]
  const page = skus.meta.currentPage || query.page
  const text = query.query
  // A search that fits one page is seen whole: what only holds a word inside another goes, and
  // the rest is put in order. Across pages, and past the last, the count and the pages are the
  // API's to keep.
  if (!text || skus.meta.pageCount > 1 || found.length === 0) {
    return {
      items: found.map((sku) => skuSummary(sku, tag)),
      page,
      pageCount: skus.meta.pageCount,
      total: skus.meta.recordCount,
    }
  }
  const answering = byRelevance(
    found.filter((sku) => answersEveryWord(sku, text, searched)),
    text,
    tag,
  )
  return {
    items: answering.map((sku) => skuSummary(sku, tag)),
    page,
    pageCount: answering.length > 0 ? 1 : 0,
    total: answering.length,
  }
}

const skusKey = (tag: LocaleTag, query: SkuQuery) =>
  `skus|${tag}|${query.page}|${query.query ?? ''}|${query.categorySlug ?? ''}`

export function useSkus(query: SkuQuery | null) {
  const { tag, searchAttributes } = useShop()
  const key = query && skusKey(tag, query)
  return useResource(key, (client) => listSkus(client, query as SkuQuery, tag, searchAttributes))
}

/** The products a screen shows, as its page asks `useSkus` for them; null for a screen of no listing. */
export function skuQueryOf(screen: Screen): SkuQuery | null {
  switch (screen.name) {
    case 'home':
      return { page: 1 }
    case 'listing':
      return { page: screen.page ?? 1 }
    case 'category':
      return { page: screen.page ?? 1, categorySlug: screen.slug }
    case 'search': {
      const text = (screen.query ?? '').trim()
      return text ? { page: screen.page ?? 1, query: text } : null
    }
    default:
      return null
  }
}

/** Fetches a page of products ahead (the next page, a category), as its screen will ask. */
export function usePrefetchSkus(): (query: SkuQuery) => void {
  const { tag, searchAttributes } = useShop()
  const prefetch = usePrefetch()
  return useCallback(
    (query: SkuQuery) => {
      void prefetch(skusKey(tag, query), (client) => listSkus(client, query, tag, searchAttributes))
    },
    [prefetch, tag, searchAttributes],
  )
}
