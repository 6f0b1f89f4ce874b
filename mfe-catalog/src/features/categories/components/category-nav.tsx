import { useTranslation } from '@storefront/shared/react-i18n'
import { pathTo } from '@storefront/shared/routes'
import { useLayoutEffect, useRef } from 'react'
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
  const row = useRef<HTMLUListElement>(null)
  const ready = lists.status === 'ready'
  // On a phone the row scrolls sideways: a category near its end would be marked out of sight.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when another chip is marked
  useLayoutEffect(() => {
    if (ready) showCurrentChip(row.current)
  }, [ready, current])
  if (!ready) return <div className={styles.placeholder} aria-hidden="true" />
  return (
    <nav className={styles.nav} aria-label={t('categories.title')}>
      <ul ref={row} className={wrap ? `${styles.chips} ${styles.wrap}` : styles.chips}>
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

/**
 * Scrolls the row, and only the row, to centre the marked chip when it is not wholly in sight
 * (`scrollIntoView` would move the page too, against the scroll position it restores).
 */
function showCurrentChip(row: HTMLUListElement | null) {
  const chip = row?.querySelector<HTMLElement>('[aria-current="page"]')
  if (!row || !chip) return
  const rowBox = row.getBoundingClientRect()
  const chipBox = chip.getBoundingClientRect()
  if (chipBox.left >= rowBox.left && chipBox.right <= rowBox.right) return
  const start = chipBox.left - rowBox.left + row.scrollLeft
  row.scrollLeft = start - (row.clientWidth - chipBox.width) / 2
}
