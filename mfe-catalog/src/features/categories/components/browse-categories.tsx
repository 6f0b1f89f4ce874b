import { useTranslation } from '@storefront/shared/react-i18n'
import { useSkuLists } from '../api/list-sku-lists'
import styles from './browse-categories.module.css'
import { CategoryNav } from './category-nav'

/**
 * A way on from a search that found nothing: the categories under a heading of their own.
 * When they cannot load, nothing shows; a heading over no chips would be a second dead end.
 */
export function BrowseCategories() {
  const { t } = useTranslation()
  const lists = useSkuLists()
  if (lists.status === 'error') return null
  return (
    <section className={styles.browse} aria-labelledby="catalog-browse-categories">
      <h2 id="catalog-browse-categories" className={styles.title}>
        {t('search.browseInstead')}
      </h2>
      <CategoryNav current={null} wrap />
    </section>
  )
}
