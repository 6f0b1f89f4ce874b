import type { CommerceClient } from '@storefront/shared/commerce'
import { pageSize } from '@storefront/shared/constants'
import type { LocaleTag } from '@storefront/shared/i18n'
import type { CategoryRef } from '../../../lib/catalog-types'
import { localizedText } from '../../../lib/localized-text'
import { useShop } from '../../../lib/shop-context'
import { useResource } from '../../../lib/use-resource'

export interface Category extends CategoryRef {
  readonly imageUrl?: string
  readonly description: string
}

interface SkuListLike {
  id: string
  name?: string | null
  slug?: string | null
  description?: string | null
  image_url?: string | null
  metadata?: Record<string, unknown> | null
}

export function categoryOf(list: SkuListLike, tag: LocaleTag): Category {
  return {
    id: list.id,
    slug: list.slug ?? list.id,
    name: localizedText(list, 'name', tag),
    description: localizedText(list, 'description', tag),
    ...(list.image_url ? { imageUrl: list.image_url } : {}),
  }
}

// Gift boxes keep their contents in sku lists too: the seed flags those `kind: 'bundle'`.
const isCategory = (list: SkuListLike) => list.metadata?.kind !== 'bundle'
const positionOf = (list: SkuListLike) => Number(list.metadata?.position ?? Number.MAX_SAFE_INTEGER)

/**
 * The shop's categories (Commerce Layer sku lists), in the order the shop gives them. The API
 * gives 25 lists a page at most, gift boxes' lists among them: a shop with more has its other
 * pages asked for together, once the first says how many there are.
 */
export async function listSkuLists(client: CommerceClient, tag: LocaleTag): Promise<Category[]> {
  const page = (pageNumber: number) =>
    client.sku_lists.list({
      fields: { sku_lists: ['name', 'slug', 'description', 'image_url', 'metadata'] },
      pageSize,
      pageNumber,
    })
  const first = await page(1)
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.meta.pageCount - 1) }, (_, i) => page(i + 2)),
  )
  return [first, ...rest]
    .flatMap((lists): SkuListLike[] => [...lists])
    .filter(isCategory)
    .sort((a, b) => positionOf(a) - positionOf(b))
    .map((list) => categoryOf(list, tag))
}

export function useSkuLists() {
  const { tag } = useShop()
  return useResource(`sku-lists|${tag}`, (client) => listSkuLists(client, tag))
}
