import { useTranslation } from '@storefront/shared/react-i18n'
import type { ReactNode } from 'react'
import { usePageName } from '../lib/page-name'
import styles from './page-header.module.css'
import { Skeleton } from './skeleton'

interface PageHeaderProps {
  readonly title: string | undefined
  /** The page of a paged list: from the second on, the document's title says which. */
  readonly page?: number | undefined
  /** A line beside the title (a count). */
  readonly children?: ReactNode
  /**
   * The line is news when it comes (a search's count): a status region, on the page before its
   * words so a screen reader hears them (one that comes with its words often is not read out).
   */
  readonly live?: boolean
}

/** A screen's title with an optional line beside it; a placeholder until the title is known. */
export function PageHeader({ title, page = 1, children, live = false }: PageHeaderProps) {
  const { t } = useTranslation()
  usePageName(title && page > 1 ? t('pagination.titleOnPage', { title, page }) : title)
  return (
    <header className={styles.header}>
      {title === undefined ? (
        <Skeleton className={styles.pending} />
      ) : (
        <h1 className={styles.title}>{title}</h1>
      )}
      {live ? (
        <output className={styles.meta} data-testid="page-header-status">
          {children}
        </output>
      ) : (
        children && <div className={styles.meta}>{children}</div>
      )}
    </header>
  )
}
