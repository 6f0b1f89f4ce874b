import { useCallback } from 'react'
import { usePrefetchBundle } from '../features/bundle/api/get-bundle'
import { skuQueryOf, usePrefetchSkus } from '../features/listing/api/list-skus'
import { usePrefetchSku } from '../features/product/api/get-sku'
import type { FetchAhead } from '../lib/use-fetch-ahead-on-intent'

/** What fetches a catalog screen's data ahead: each feature's own fetchers, by screen. */
export function useScreenFetchAhead(): FetchAhead {
  const product = usePrefetchSku()
  const bundle = usePrefetchBundle()
  const skus = usePrefetchSkus()
  return useCallback<FetchAhead>(
    (screen) => {
      if (screen.name === 'product') return product(screen.code)
      if (screen.name === 'bundle') return bundle(screen.code)
      const query = skuQueryOf(screen)
      if (query) skus(query)
    },
    [product, bundle, skus],
  )
}
