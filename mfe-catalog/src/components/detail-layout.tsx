import type { ReactNode } from 'react'
import styles from './detail-layout.module.css'
import { Skeleton } from './skeleton'
import { SlowNote } from './slow-note'

/** The product and gift box pages: the picture beside (on phones above) the buying column. */
export function DetailLayout({ media, children }: { media: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <div className={styles.media}>{media}</div>
      <div className={styles.info}>{children}</div>
    </div>
  )
}

/** The same layout while the product loads, so nothing jumps when it arrives. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <>
      <SlowNote />
      <output className={styles.skeleton} aria-busy="true" aria-label={label} data-testid="detail-skeleton">
        <Skeleton className={styles.crumbs} />
        <DetailLayout media={<Skeleton className={styles.picture} />}>
          <Skeleton className={styles.title} />
          <Skeleton className={styles.line} />
          <Skeleton className={styles.price} />
          <Skeleton className={styles.block} />
          <Skeleton className={styles.button} />
        </DetailLayout>
      </output>
    </>
  )
}
