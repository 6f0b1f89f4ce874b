import type { ReactNode } from 'react'
import { usePageName } from '../lib/page-name'
import styles from './page-header.module.css'
import { Skeleton } from './skeleton'

/** A screen's title with an optional line beside it (a count); a placeholder until the title is known. */
export function PageHeader({ title, children }: { title: string | undefined; children?: ReactNode }) {
  usePageName(title)
  return (
    <header className={styles.header}>
      {title === undefined ? (
        <Skeleton className={styles.pending} />
      ) : (
        <h1 className={styles.title}>{title}</h1>
      )}
      {children && <div className={styles.meta}>{children}</div>}
    </header>
  )
}
