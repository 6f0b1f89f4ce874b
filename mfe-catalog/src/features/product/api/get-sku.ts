import type { CommerceClient } from '@storefront/shared/commerce'
import type { Locale } from '@storefront/shared/markets'
import type { ProductDetail } from '../../../lib/catalog-types'
import { useShop } from '../../../lib/shop-context'
import { type SkuLike, skuDetail } from '../../../lib/to-product'
import { useResource } from '../../../lib/use-resource'

/**
 * A product by its code, or null when the market does not sell it. Commerce Layer returns
 * `inventory` (stock and delivery lead times) only when a sku is retrieved by id, so the
 * code is looked up first.
 */
export async function getSku(
  client: CommerceClient,
  code: string,
  locale: Locale,
): Promise<ProductDetail | null> {
  const found = await client.skus.list({
    filters: { code_eq: code },
    fields: { skus: ['code'] },
    pageSize: 1,
  })
  const id = found.first()?.id
  if (!id) return null
  const sku = await client.skus.retrieve(id, {
    include: ['prices', 'sku_options', 'sku_lists'],
    fields: {
      prices: ['amount_cents', 'compare_at_amount_cents', 'currency_code'],
      sku_lists: ['name', 'slug', 'metadata'],
    },
  })
  return skuDetail(sku as unknown as SkuLike, locale)
}

export function useSku(code: string) {
  const { locale } = useShop()
  return useResource(`sku|${locale}|${code}`, (client) => getSku(client, code, locale))
}
