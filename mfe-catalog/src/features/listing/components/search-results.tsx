import { pageSize } from '@storefront/shared/constants'
import { useTranslation } from '@storefront/shared/react-i18n'
import type { Screen } from '@storefront/shared/routes'
import type { ReactNode } from 'react'
import { LoadError } from '../../../components/load-error'
import { PageHeader } from '../../../components/page-header'
import { Pagination } from '../../../components/pagination'
import { PastLastPage } from '../../../components/past-last-page'
import { ProductGrid, ProductGridSkeleton } from '../../../components/product-grid'
import { StatusMessage } from '../../../components/status-message'
import hidden from '../../../components/visually-hidden.module.css'
import type { ProductSummary } from '../../../lib/catalog-types'
import { itemLists } from '../../../lib/item-lists'
import { shortQuery } from '../../../lib/short-query'
import { useItemList, useSearchReported } from '../../../lib/use-analytics'
import type { ResourceState } from '../../../lib/use-resource'
import { useSkus } from '../api/list-skus'
import { SearchForm } from './search-form'
import styles from './search-results.module.css'

const screenOf =
  (query: string) =>
  (page: number): Screen => ({ name: 'search', query, page })

interface SearchResultsProps {
  readonly query: string
  readonly page?: number
  /**
   * The gift boxes the same search finds, shown after the products on the first page (as on the
   * home page) and counted on every page. Boxes that fail to load leave the products alone;
   * omitted, the search is of products.
   */
  readonly boxes?: ResourceState<readonly ProductSummary[]>
  /** Where to go on from a search that found nothing, under its message. */
  readonly wayOn?: ReactNode
}

/** The search screen: in progress, results a page at a time, or no results; a form when there are no words yet. */
export function SearchResults({ query, page = 1, boxes, wayOn }: SearchResultsProps) {
  const { t } = useTranslation()
  const text = query.trim()
  const quoted = shortQuery(text)
  const skus = useSkus(text ? { page, query: text } : null)
  const boxesLoading = boxes?.status === 'loading'
  const found = boxes?.status === 'ready' ? boxes.data : []
  const ready = text && skus.status === 'ready' && !boxesLoading ? skus.data : null
  // Reported before the list it found, as the shopper searched before seeing it.
  useSearchReported(text, Boolean(ready))
  // The boxes show on the first page, after the products, and count on every page.
  const shownBoxes = page === 1 ? found : []
  const total = (ready?.total ?? 0) + found.length
  // The boxes follow the products as one list, shown on the first page only: a later page's
  // products come after them too.
  const selectItem = useItemList(itemLists.search, ready && [...ready.items, ...shownBoxes], {
    key: `${text}|${page}`,
    offset: page > 1 ? (page - 1) * pageSize + found.length : 0,
  })
  const select = (before: number) => (product: ProductSummary, index: number) =>
    selectItem(product, before + index)
  return (
    <section className={styles.search} data-testid="search">
      {/* The screen's title whatever the state, so no state leaves the page without one. */}
      <PageHeader
        title={text ? t('search.resultsFor', { query: quoted, asTyped: quoted }) : t('search.label')}
        page={page}
        live={Boolean(text)}
      >
        {/* One child whatever the state: a page translator swaps text nodes for its own, and
            React, removing one of several, no longer finds it (a text alone it just replaces).
            The message below comes with its words, which a screen reader often does not read
            out: the status region already on the page says them too. */}
        {ready && ready.items.length + shownBoxes.length > 0 ? (
          t('search.resultCount', { count: total })
        ) : ready && total === 0 ? (
          <span className={hidden.hidden}>{t('search.noResults', { query: quoted, asTyped: quoted })}</span>
        ) : null}
      </PageHeader>
      {/* With words, the header's search box holds them: a second box would only push the results down. */}
      {!text && <SearchForm />}
      {text && (skus.status === 'loading' || (skus.status === 'ready' && boxesLoading)) && (
        <>
          <output className={styles.progress} data-testid="search-in-progress">
            {t('search.inProgress')}
          </output>
          <ProductGridSkeleton label={t('search.inProgress')} count={4} />
        </>
      )}
      {text && skus.status === 'error' && <LoadError error={skus.error} onRetry={skus.retry} />}
      {/* Past the products' last page, or past the first when only boxes matched (they show there). */}
      {ready && ready.items.length + shownBoxes.length === 0 && total > 0 && (
        <PastLastPage page={page} pageCount={Math.max(1, ready.pageCount)} screenOf={screenOf(text)} />
      )}
      {ready && total === 0 && (
        <div className={styles.noResults} data-testid="search-no-results">
          <StatusMessage
            title={t('search.noResults', { query: quoted, asTyped: quoted })}
            text={t('search.hint')}
            announced={false}
          />
          {/* Outside the status: a live region would read every chip out when the search ends. */}
          {wayOn}
        </div>
      )}
      {ready && ready.items.length + shownBoxes.length > 0 && (
        <div className={styles.results} data-testid="search-results">
          {ready.items.length > 0 && (
            <ProductGrid
              products={ready.items}
              label={t('search.resultsFor', { query: quoted, asTyped: quoted })}
              onSelect={select(0)}
            />
          )}
          <Pagination page={ready.page} pageCount={ready.pageCount} screenOf={screenOf(text)} />
          {shownBoxes.length > 0 && (
            <section
              className={styles.boxes}
              aria-labelledby="catalog-search-boxes"
              data-testid="search-boxes"
            >
              <h2 id="catalog-search-boxes" className={styles.subtitle}>
                {t('card.bundles')}
              </h2>
              <ProductGrid
                products={shownBoxes}
                label={t('card.bundles')}
                headingLevel={3}
                belowFold={ready.items.length > 0}
                onSelect={select(ready.items.length)}
              />
            </section>
          )}
        </div>
      )}
    </section>
  )
}
