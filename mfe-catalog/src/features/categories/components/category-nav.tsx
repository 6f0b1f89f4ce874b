import { useTranslation } from '@storefront/shared/react-i18n'
import { pathTo } from '@storefront/shared/routes'
import { useShop } from '../../../lib/shop-context'
import { useSkuLists } from '../api/list-sku-lists'
import styles from './category-nav.module.css'

interface CategoryNavProps {
  /** The category shown, by slug. Omitted: all products are. `null`: none (a search), so no chip is marked. */
  readonly current?: string | null
  /** Chips on as many lines as they need, where the page has room, instead of one scrolling row. */
  readonly wrap?: boolean
}

/** The categories as a row of chips above a listing; the current one is marked. */
export function CategoryNav({ current, wrap = false }: CategoryNavProps) {
  const { t } = useTranslation()
  const { routeBase } = useShop()
  const lists = useSkuLists()
  if (lists.status !== 'ready') return <div className={styles.placeholder} aria-hidden="true" />
  return (
    <nav className={styles.nav} aria-label={t('categories.title')}>
      <ul className={wrap ? `${styles.chips} ${styles.wrap}` : styles.chips}>
        <li>
          <a
            className={styles.chip}
            href={pathTo(routeBase, { name: 'listing' })}
            aria-current={current === undefined ? 'page' : undefined}
          >
            {t('categories.all')}
          </a>
        </li>
        {lists.data.map((category) => (
          <li key={category.id}>
            <a
              className={styles.chip}
              href={pathTo(routeBase, { name: 'category', slug: category.slug })}
              aria-current={current === category.slug ? 'page' : undefined}
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
