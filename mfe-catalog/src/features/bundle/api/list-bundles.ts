import type { CommerceClient } from '@storefront/shared/commerce'
import type { Locale } from '@storefront/shared/markets'
import type { ProductSummary } from '../../../lib/catalog-types'
import { useShop } from '../../../lib/shop-context'
import { type BundleLike, bundleSummary } from '../../../lib/to-product'
import { useResource } from '../../../lib/use-resource'

/** The gift boxes sold in the token's market, for the home page. */
export async function listBundles(client: CommerceClient, locale: Locale): Promise<ProductSummary[]> {
  const bundles = await client.bundles.list({
    fields: {
      bundles: [
        'code',
        'name',
        'image_url',
        'metadata',
        'price_amount_cents',
        'compare_at_amount_cents',
        'currency_code',
      ],
    },
    sort: { code: 'asc' },
    pageSize: 8,
  })
  return bundles.map((bundle) => bundleSummary(bundle as unknown as BundleLike, locale))
}

export function useBundles() {
  const { locale } = useShop()
  return useResource(`bundles|${locale}`, (client) => listBundles(client, locale))
}
