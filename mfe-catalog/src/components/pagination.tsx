import { useTranslation } from '@storefront/shared/react-i18n'
import { pathTo, type Screen } from '@storefront/shared/routes'
import { useShop } from '../lib/shop-context'
import styles from './pagination.module.css'

export interface PaginationProps {
  readonly page: number
  readonly pageCount: number
  /** The screen of a page number: the listing or a category. */
  readonly screenOf: (page: number) => Screen
}

/** Previous and next links with "page x of y": real links, so every page has its own URL. */
export function Pagination({ page, pageCount, screenOf }: PaginationProps) {
  const { t } = useTranslation()
  const { routeBase } = useShop()
  if (pageCount <= 1) return null
  const link = (target: number, label: string, rel: 'prev' | 'next') => (
    <a className={styles.link} href={pathTo(routeBase, screenOf(target))} rel={rel}>
      {label}
    </a>
  )
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      {page > 1 ? link(page - 1, t('pagination.previous'), 'prev') : <span />}
      <span className={styles.current} aria-current="page">
        {t('pagination.page', { page, pages: pageCount })}
      </span>
      {page < pageCount ? link(page + 1, t('pagination.next'), 'next') : <span />}
    </nav>
  )
}
