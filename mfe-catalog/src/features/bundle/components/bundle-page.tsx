import { useTranslation } from '@storefront/shared/react-i18n'
import { DetailSkeleton } from '../../../components/detail-layout'
import { LoadError } from '../../../components/load-error'
import { NotFound } from '../../../components/not-found'
import { useCanonicalCode } from '../../../lib/code-lookup'
import { useMisfiledCode } from '../../../lib/misfiled-code'
import { useBundle } from '../api/get-bundle'
import { BundleDetails } from './bundle-details'

/** The gift box page of a code: loading, not sold here, failed, or the box. */
export function BundlePage({ code }: { code: string }) {
  const { t } = useTranslation()
  const bundle = useBundle(code)
  useCanonicalCode('bundle', code, bundle.status === 'ready' ? bundle.data?.code : undefined)
  const misfiled = useMisfiledCode('bundle', code, bundle.status === 'ready' && !bundle.data)
  if (bundle.status === 'loading') return <DetailSkeleton label={t('common:loading')} />
  if (bundle.status === 'error') return <LoadError error={bundle.error} onRetry={bundle.retry} isPage />
  if (!bundle.data)
    return misfiled === 'looking' ? <DetailSkeleton label={t('common:loading')} /> : <NotFound />
  // Found under its code in capitals: the page shows once the address carries that code, so it
  // is counted (view_item) and named once.
  if (bundle.data.code !== code) return <DetailSkeleton label={t('common:loading')} />
  return <BundleDetails bundle={bundle.data} />
}
