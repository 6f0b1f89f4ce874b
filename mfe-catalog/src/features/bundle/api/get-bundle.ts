import type { CommerceClient } from '@storefront/shared/commerce'
import type { LocaleTag } from '@storefront/shared/i18n'
import { useCallback } from 'react'
import type { BundleDetail } from '../../../lib/catalog-types'
import { byCode, codeQuery } from '../../../lib/code-lookup'
import { useShop } from '../../../lib/shop-context'
import { bundleDetail } from '../../../lib/to-product'
import { usePrefetch, useResource } from '../../../lib/use-resource'
import { bundleStockKey, getBundleStock } from './get-bundle-stock'

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
  return bundle ? bundleDetail(bundle, tag) : null
}

const bundleKey = (tag: LocaleTag, code: string) => `bundle|${tag}|${code}`

export function useBundle(code: string) {
  const { tag } = useShop()
  return useResource(bundleKey(tag, code), (client) => getBundle(client, code, tag))
}

/** Fetches a gift box page's data ahead: the box, then the stock of its items, as the page will ask. */
export function usePrefetchBundle(): (code: string) => void {
  const { tag } = useShop()
  const prefetch = usePrefetch()
  return useCallback(
    (code: string) => {
      void prefetch(bundleKey(tag, code), (client) => getBundle(client, code, tag)).then(
        (bundle) =>
          bundle && prefetch(bundleStockKey(bundle.code), (client) => getBundleStock(client, bundle.items)),
      )
    },
    [prefetch, tag],
  )
}
