import { useTranslation } from '@storefront/shared/react-i18n'
import { useEffect } from 'react'
import { DetailSkeleton } from '../../../components/detail-layout'
import { LoadError } from '../../../components/load-error'
import { NotFound } from '../../../components/not-found'
import { useShop } from '../../../lib/shop-context'
import { useSku } from '../api/get-sku'
import { ProductDetails } from './product-details'

/** The product page of a code: loading, not sold here, failed, or the product. */
export function ProductPage({ code }: { code: string }) {
  const { t } = useTranslation()
  const sku = useSku(code)
  const { bus } = useShop()
  const found = sku.status === 'ready' ? sku.data?.code : undefined
  // Found under its code in capitals: the address bar, bookmarks and shares get the real one.
  useEffect(() => {
    if (found && found !== code)
      bus.publish('nav:intent', { screen: { name: 'product', code: found }, replace: true })
  }, [bus, code, found])
  if (sku.status === 'loading') return <DetailSkeleton label={t('common:loading')} />
  if (sku.status === 'error') return <LoadError error={sku.error} onRetry={sku.retry} isPage />
  if (!sku.data) return <NotFound />
  return <ProductDetails product={sku.data} />
}
