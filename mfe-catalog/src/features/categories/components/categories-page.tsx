import { useTranslation } from '@storefront/shared/react-i18n'
import { pathTo } from '@storefront/shared/routes'
import { LoadError } from '../../../components/load-error'
import { PageHeader } from '../../../components/page-header'
import { type ImageLoad, ProductImage } from '../../../components/product-image'
import { Skeleton } from '../../../components/skeleton'
import { StatusMessage } from '../../../components/status-message'
import { useShop } from '../../../lib/shop-context'
import { useSkuLists } from '../api/list-sku-lists'
import styles from './categories-page.module.css'

// The categories are the page: a phone shows six tiles before the first scroll (two wide), a
// desktop the first row. Lazy, the largest picture in view waited for layout to ask for it.
const tileLoad = (index: number): ImageLoad => (index === 0 ? 'first' : index < 6 ? 'eager' : 'lazy')

/** Every category as a picture tile linking to its products. */
export function CategoriesPage() {
  const { t } = useTranslation()
  const { routeBase } = useShop()
  const lists = useSkuLists()
  return (
    <section>
      <PageHeader title={t('categories.title')} />
      {lists.status === 'loading' && (
        <output className={styles.grid} aria-busy="true" aria-label={t('common:loading')}>
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
            <Skeleton key={index} className={styles.tileSkeleton} />
          ))}
        </output>
      )}
      {lists.status === 'error' && <LoadError error={lists.error} onRetry={lists.retry} />}
      {lists.status === 'ready' && lists.data.length === 0 && <StatusMessage title={t('listing.empty')} />}
      {lists.status === 'ready' && lists.data.length > 0 && (
        <ul className={styles.grid}>
          {lists.data.map((category, index) => (
            <li key={category.id}>
              <a className={styles.tile} href={pathTo(routeBase, { name: 'category', slug: category.slug })}>
                <ProductImage src={category.imageUrl} alt="" load={tileLoad(index)} />
                <span className={styles.name}>{category.name}</span>
                {category.description && <span className={styles.description}>{category.description}</span>}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
