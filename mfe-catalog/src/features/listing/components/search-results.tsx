import { analyticsEvents } from '@storefront/shared/analytics'
import { useTranslation } from '@storefront/shared/react-i18n'
import type { Screen } from '@storefront/shared/routes'
import { LoadError } from '../../../components/load-error'
import { PageHeader } from '../../../components/page-header'
import { Pagination } from '../../../components/pagination'
import { PastLastPage } from '../../../components/past-last-page'
import { ProductGrid, ProductGridSkeleton } from '../../../components/product-grid'
import { StatusMessage } from '../../../components/status-message'
import { analyticsItem } from '../../../lib/analytics-item'
import { useAnalyticsOnce, useSelectItem } from '../../../lib/use-analytics'
import { useSkus } from '../api/list-skus'
import { SearchForm } from './search-form'
import styles from './search-results.module.css'

const listName = 'search'

const screenOf =
  (query: string) =>
  (page: number): Screen => ({ name: 'search', query, page })

interface SearchResultsProps {
  readonly query: string
  readonly page?: number
}

/** The search screen: in progress, results a page at a time, or no results, with the form to search again. */
export function SearchResults({ query, page = 1 }: SearchResultsProps) {
  const { t } = useTranslation()
  const text = query.trim()
  const skus = useSkus(text ? { page, query: text } : null)
  const selectItem = useSelectItem()
  const ready = text && skus.status === 'ready' ? skus.data : null
  useAnalyticsOnce(ready && `${listName}|${text}|${page}`, () =>
    analyticsEvents.viewItemList(
      listName,
      (ready?.items ?? []).map((product, index) => analyticsItem(product, { index, listName })),
    ),
  )
  return (
    <section className={styles.search} data-testid="search">
      <SearchForm initial={text} />
      {/* The screen's title whatever the state, so no state leaves the page without one. */}
      <PageHeader title={text ? t('search.resultsFor', { query: text }) : t('search.label')}>
        {ready && ready.items.length > 0 && t('search.resultCount', { count: ready.total })}
      </PageHeader>
      {text && skus.status === 'loading' && (
        <>
          <output className={styles.progress} data-testid="search-in-progress">
            {t('search.inProgress')}
          </output>
          <ProductGridSkeleton label={t('search.inProgress')} count={4} />
        </>
      )}
      {text && skus.status === 'error' && <LoadError error={skus.error} onRetry={skus.retry} />}
      {ready && ready.items.length === 0 && ready.total > 0 && (
        <PastLastPage page={page} pageCount={ready.pageCount} screenOf={screenOf(text)} />
      )}
      {ready && ready.total === 0 && (
        <div data-testid="search-no-results">
          <StatusMessage title={t('search.noResults', { query: text })} text={t('search.hint')} />
        </div>
      )}
      {ready && ready.items.length > 0 && (
        <div data-testid="search-results">
          <ProductGrid
            products={ready.items}
            label={t('search.resultsFor', { query: text })}
            onSelect={(product, index) => selectItem(listName, analyticsItem(product, { index, listName }))}
          />
          <Pagination page={ready.page} pageCount={ready.pageCount} screenOf={screenOf(text)} />
        </div>
      )}
    </section>
  )
}
