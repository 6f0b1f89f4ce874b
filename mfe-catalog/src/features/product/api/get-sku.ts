import type { CommerceClient } from '@storefront/shared/commerce'
import type { LocaleTag } from '@storefront/shared/i18n'
import type { ProductDetail } from '../../../lib/catalog-types'
import { byCode, codeQuery } from '../../../lib/code-lookup'
import { useShop } from '../../../lib/shop-context'
import { type SkuLike, skuDetail } from '../../../lib/to-product'
import { useResource } from '../../../lib/use-resource'

/**
 * A product by its code, or null when the market does not sell it: everything but the stock,
 * in one request, so the page shows the product after a single round trip; a code written in
 * lower case finds it too (`codeQuery`).
 */
export async function getSku(
  client: CommerceClient,
  code: string,
  tag: LocaleTag,
): Promise<ProductDetail | null> {
  const skus = await client.skus.list({
    ...codeQuery(code),
    // The price list says whether the price includes taxes, which the page states beside it.
    include: ['prices', 'prices.price_list', 'sku_options', 'sku_lists'],
    fields: {
      prices: ['amount_cents', 'compare_at_amount_cents', 'currency_code', 'price_list'],
      price_lists: ['tax_included'],
      sku_lists: ['name', 'slug', 'metadata'],
    },
  })
  const sku = byCode(skus, code)
  return sku ? skuDetail(sku as unknown as SkuLike, tag) : null
}

export function useSku(code: string) {
  const { tag } = useShop()
  return useResource(`sku|${tag}|${code}`, (client) => getSku(client, code, tag))
}
