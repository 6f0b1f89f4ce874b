import type { CommerceClient } from '@storefront/shared/commerce'
import type { Locale } from '@storefront/shared/markets'
import { useShop } from '../../../lib/shop-context'
import { useResource } from '../../../lib/use-resource'
import { type Category, categoryOf } from './list-sku-lists'

/** The category a path's slug names, or null when there is none (the not-found state). */
export async function getSkuList(
  client: CommerceClient,
  slug: string,
  locale: Locale,
): Promise<Category | null> {
  const lists = await client.sku_lists.list({
    fields: { sku_lists: ['name', 'slug', 'description', 'image_url', 'metadata'] },
    filters: { slug_eq: slug },
    pageSize: 1,
  })
  const list = lists.first()
  // Gift boxes keep their contents in sku lists with a slug too; those are not categories.
  return list && list.metadata?.kind !== 'bundle' ? categoryOf(list, locale) : null
}

export function useSkuList(slug: string) {
  const { locale } = useShop()
  return useResource(`sku-list|${locale}|${slug}`, (client) => getSkuList(client, slug, locale))
}
