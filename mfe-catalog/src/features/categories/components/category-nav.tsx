import { useTranslation } from '@storefront/shared/react-i18n'
import { pathTo } from '@storefront/shared/routes'
import { useLayoutEffect, useRef } from 'react'
import { useShop } from '../../../lib/shop-context'
import { useSkuLists } from '../api/list-sku-lists'
import styles from './category-nav.module.css'

interface CategoryNavProps {
  /** The category shown, by slug. Omitted: all products are. `null`: none (a search), so no chip is marked. */
  readonly current?: string | null
  /** The page of the list shown: past the first, no chip leads to the page shown. */
  readonly page?: number
  /** Chips on as many lines as they need, where the page has room, instead of one scrolling row. */
  readonly wrap?: boolean
}

/**
 * The categories as a row of chips above a listing; the current one is marked: as the page when
 * its link leads to the page shown, else as the current chip of the row (`aria-current="true"`).
 * "All categories" is never the page: the shell's main menu links to the listing too, and marks
 * it so; two links marked as the page told a screen reader of two current pages.
 */
export function CategoryNav({ current, page = 1, wrap = false }: CategoryNavProps) {
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
      <ul
        ref={row}
        className={wrap ? `${styles.chips} ${styles.wrap}` : styles.chips}
        // The browser scrolls a focused chip only until some of it shows: Tab brings it whole.
        onFocus={(event) => showChip(row.current, event.target, 'nearest')}
      >
        <li>
          <a
            className={styles.chip}
            href={pathTo(routeBase, { name: 'listing' })}
            aria-current={current === undefined ? 'true' : undefined}
          >
            {t('categories.all')}
          </a>
        </li>
        {lists.data.map((category) => (
          <li key={category.id}>
            <a
              className={styles.chip}
              href={pathTo(routeBase, { name: 'category', slug: category.slug })}
              aria-current={current === category.slug ? (page > 1 ? 'true' : 'page') : undefined}
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

const showCurrentChip = (row: HTMLUListElement | null) =>
  showChip(row, row?.querySelector('[aria-current]') ?? null, 'centre')

/**
 * Scrolls the row, and only the row, so a chip not wholly in sight is: centred, or just inside
 * the nearer edge (`scrollIntoView` would move the page too, against the scroll position it
 * restores). The row's padding leaves room for the focus ring.
 */
function showChip(row: HTMLUListElement | null, chip: Element | null, place: 'centre' | 'nearest') {
  if (!row || !chip) return
  const rowBox = row.getBoundingClientRect()
  const chipBox = chip.getBoundingClientRect()
  if (chipBox.left >= rowBox.left && chipBox.right <= rowBox.right) return
  const start = chipBox.left - rowBox.left + row.scrollLeft
  if (place === 'centre') row.scrollLeft = start - (row.clientWidth - chipBox.width) / 2
  else if (chipBox.left < rowBox.left) row.scrollLeft = start - edgeRoom
  else row.scrollLeft = start + chipBox.width - row.clientWidth + edgeRoom
}

// The row's own padding, where a chip's focus ring shows.
const edgeRoom = 4
