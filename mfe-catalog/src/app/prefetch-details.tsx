import { type ReactNode, useCallback } from 'react'
import { usePrefetchBundle } from '../features/bundle/api/get-bundle'
import { usePrefetchSku } from '../features/product/api/get-sku'
import { type PrefetchDetail, PrefetchDetailProvider } from '../lib/open-intent'

/** Gives the cards of every grid what fetches a product's or a gift box's page ahead. */
export function PrefetchDetails({ children }: { children: ReactNode }) {
  const product = usePrefetchSku()
  const bundle = usePrefetchBundle()
  const prefetch = useCallback<PrefetchDetail>(
    ({ kind, code }) => (kind === 'bundle' ? bundle(code) : product(code)),
    [product, bundle],
  )
  return <PrefetchDetailProvider value={prefetch}>{children}</PrefetchDetailProvider>
}
