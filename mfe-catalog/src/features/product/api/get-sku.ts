import type { CommerceClient } from '@storefront/shared/commerce'
import type { LocaleTag } from '@storefront/shared/i18n'
import { useCallback } from 'react'
import type { ProductDetail } from '../../../lib/catalog-types'
import { byCode, codeQuery } from '../../../lib/code-lookup'
import { useShop } from '../../../lib/shop-context'
import { skuDetail } from '../../../lib/to-product'
import { usePrefetch, useResource } from '../../../lib/use-resource'
import { getSkuStock, skuStockKey } from './get-sku-stock'

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
  return sku ? skuDetail(sku, tag) : null
}

const skuKey = (tag: LocaleTag, code: string) => `sku|${tag}|${code}`

export function useSku(code: string) {
  const { tag } = useShop()
  return useResource(skuKey(tag, code), (client) => getSku(client, code, tag))
}

/** Fetches a product page's data ahead: the product, then its stock, as the page will ask. */
export function usePrefetchSku(): (code: string) => void {
  const { tag } = useShop()
  const prefetch = usePrefetch()
  return useCallback(
    (code: string) => {
      void prefetch(skuKey(tag, code), (client) => getSku(client, code, tag)).then(
        (sku) => sku && prefetch(skuStockKey(sku.id), (client) => getSkuStock(client, sku.id)),
      )
    },
    [prefetch, tag],
  )
}
