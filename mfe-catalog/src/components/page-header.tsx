import type { ReactNode } from 'react'
import styles from './page-header.module.css'

/** A screen's title with an optional line under it (a count, a description). */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {children && <div className={styles.meta}>{children}</div>}
    </header>
  )
}
