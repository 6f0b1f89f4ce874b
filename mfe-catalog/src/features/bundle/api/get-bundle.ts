import type { CommerceClient } from '@storefront/shared/commerce'
import type { LocaleTag } from '@storefront/shared/i18n'
import type { BundleDetail } from '../../../lib/catalog-types'
import { byCode, codeQuery } from '../../../lib/code-lookup'
import { useShop } from '../../../lib/shop-context'
import { type BundleLike, bundleDetail } from '../../../lib/to-product'
import { useResource } from '../../../lib/use-resource'

/** A gift box by its code (or the code in capitals) with its skus and how many of each, or null when not sold here. */
export async function getBundle(
  client: CommerceClient,
  code: string,
  tag: LocaleTag,
): Promise<BundleDetail | null> {
  const bundles = await client.bundles.list({
    ...codeQuery(code),
    include: [
      'skus',
      'skus.prices',
      'skus.prices.price_list',
      'skus.sku_options',
      'sku_list',
      'sku_list.sku_list_items',
    ],
  })
  const bundle = byCode(bundles, code)
  return bundle ? bundleDetail(bundle as unknown as BundleLike, tag) : null
}

export function useBundle(code: string) {
  const { tag } = useShop()
  return useResource(`bundle|${tag}|${code}`, (client) => getBundle(client, code, tag))
}
