import type { ItemList } from '@storefront/shared/analytics'
import { pageSize } from '@storefront/shared/constants'
import { useTranslation } from '@storefront/shared/react-i18n'
import type { Screen } from '@storefront/shared/routes'
import { LoadError } from '../../../components/load-error'
import { PageHeader } from '../../../components/page-header'
import { Pagination } from '../../../components/pagination'
import { PastLastPage } from '../../../components/past-last-page'
import { ProductGrid, ProductGridSkeleton } from '../../../components/product-grid'
import { StatusMessage } from '../../../components/status-message'
import { useItemList } from '../../../lib/use-analytics'
import { type SkuQuery, useSkus } from '../api/list-skus'

interface ProductListingProps {
  /** Undefined while the page's title is still loading (a category's name). */
  readonly title: string | undefined
  /** Which list the visitor saw and picked from, as GA4 reports it. */
  readonly list: ItemList
  readonly query: SkuQuery
  readonly screenOf: (page: number) => Screen
}

/** A titled, paged grid of products with its loading, empty and error states. */
export function ProductListing({ title, list, query, screenOf }: ProductListingProps) {
  const { t } = useTranslation()
  const skus = useSkus(query)
  const ready = skus.status === 'ready' ? skus.data : null
  const selectItem = useItemList(list, ready?.items ?? null, {
    key: `${ready?.page}|${ready?.items.length}`,
    offset: ((ready?.page ?? 1) - 1) * pageSize,
  })
  return (
    <section>
      <PageHeader title={title} page={query.page}>
        {ready && t('listing.productCount', { count: ready.total })}
      </PageHeader>
      {skus.status === 'loading' && <ProductGridSkeleton label={t('common:loading')} />}
      {skus.status === 'error' && <LoadError error={skus.error} onRetry={skus.retry} />}
      {ready && ready.items.length === 0 && ready.total === 0 && <StatusMessage title={t('listing.empty')} />}
      {ready && ready.items.length === 0 && ready.total > 0 && (
        <PastLastPage page={query.page} pageCount={ready.pageCount} screenOf={screenOf} />
      )}
      {ready && ready.items.length > 0 && (
        <>
          <ProductGrid products={ready.items} label={title ?? ''} onSelect={selectItem} />
          <Pagination page={ready.page} pageCount={ready.pageCount} screenOf={screenOf} />
        </>
      )}
    </section>
  )
}
