import type { CommerceClient } from '@storefront/shared/commerce'
import type { LocaleTag } from '@storefront/shared/i18n'
import type { ProductSummary } from '../../../lib/catalog-types'
import { useShop } from '../../../lib/shop-context'
import { answersEveryWord, byRelevance, textSearchFilter } from '../../../lib/text-search'
import { type BundleLike, bundleSummary } from '../../../lib/to-product'
import { useResource } from '../../../lib/use-resource'

export interface BundleQuery {
  /** Free text, as the product search takes it (`Shop.searchAttributes`). */
  readonly query?: string
}

/** The gift boxes sold in the token's market: all of them for the home page, or those a search finds. */
export async function listBundles(
  client: CommerceClient,
  tag: LocaleTag,
  { query }: BundleQuery,
  searched: string,
): Promise<ProductSummary[]> {
  const search = query ? textSearchFilter(query, searched) : null
  if (query && !search) return []
  const bundles = await client.bundles.list({
    // A box has no stock of its own: its skus' stock items (the token's stock locations), what
    // placed orders reserved of them, and how many of each it takes (its sku list's items, by sku
    // code), in this one request, tell a card what is left, as the products' listing does.
    include: ['skus.stock_items.reserved_stock', 'sku_list.sku_list_items'],
    fields: {
      bundles: [
        'code',
        'name',
        'image_url',
        'metadata',
        'price_amount_cents',
        'compare_at_amount_cents',
        'currency_code',
        'skus',
        'sku_list',
      ],
      skus: ['code', 'stock_items', 'do_not_track'],
      stock_items: ['quantity', 'reserved_stock'],
      reserved_stocks: ['quantity'],
      sku_lists: ['sku_list_items'],
      sku_list_items: ['sku_code', 'quantity'],
    },
    ...(search ? { filters: search } : {}),
    sort: { code: 'asc' },
    pageSize: 8,
  })
  const found: BundleLike[] = [...bundles]
  // Eight at most, one page: always seen whole, as a one-page search of products is.
  const answering = query
    ? byRelevance(
        found.filter((bundle) => answersEveryWord(bundle, query, searched)),
        query,
        tag,
      )
    : found
  return answering.map((bundle) => bundleSummary(bundle, tag))
}

/** A null query loads nothing: a search with no words yet, which lists no boxes. */
export function useBundles(query: BundleQuery | null = {}) {
  const { tag, searchAttributes } = useShop()
  const key = query && `bundles|${tag}|${query.query ?? ''}`
  return useResource(key, (client) => listBundles(client, tag, query ?? {}, searchAttributes))
}
