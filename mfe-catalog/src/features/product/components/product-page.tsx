import { useTranslation } from '@storefront/shared/react-i18n'
import { DetailSkeleton } from '../../../components/detail-layout'
import { LoadError } from '../../../components/load-error'
import { NotFound } from '../../../components/not-found'
import { useCanonicalCode } from '../../../lib/code-lookup'
import { useMisfiledCode } from '../../../lib/misfiled-code'
import { useSku } from '../api/get-sku'
import { ProductDetails } from './product-details'

/** The product page of a code: loading, not sold here, failed, or the product. */
export function ProductPage({ code }: { code: string }) {
  const { t } = useTranslation()
  const sku = useSku(code)
  useCanonicalCode('product', code, sku.status === 'ready' ? sku.data?.code : undefined)
  const misfiled = useMisfiledCode('product', code, sku.status === 'ready' && !sku.data)
  if (sku.status === 'loading') return <DetailSkeleton label={t('common:loading')} />
  if (sku.status === 'error') return <LoadError error={sku.error} onRetry={sku.retry} isPage />
  if (!sku.data) return misfiled === 'looking' ? <DetailSkeleton label={t('common:loading')} /> : <NotFound />
  // Found under its code in capitals: the page shows once the address carries that code, so it
  // is counted (view_item) and named once.
  if (sku.data.code !== code) return <DetailSkeleton label={t('common:loading')} />
  return <ProductDetails product={sku.data} />
}
