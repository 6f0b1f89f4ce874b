import { slowAfterMs } from '@storefront/shared/constants'
import { useTranslation } from '@storefront/shared/react-i18n'
import type { SkeletonLayout } from '@storefront/shared/routes'
import { useEffect, useState } from 'react'
import styles from './skeleton.module.css'

/** What a screen looks like while its remote loads, in the layout of the screen to come. */
export function PageSkeleton({ layout = 'grid' }: { readonly layout?: SkeletonLayout }) {
  const { t } = useTranslation()
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), slowAfterMs)
    return () => clearTimeout(timer)
  }, [])
  return (
    <output className={styles.page} aria-label={t('loading')} data-layout={layout}>
      {/* Inside the <output>, a polite live region: screen readers hear it when it appears. */}
      {slow && <p className={styles.slow}>{t('loadingSlow')}</p>}
      {layout === 'shelf' && <ChipBlocks />}
      {layout === 'detail' ? <DetailBlocks /> : <div className={`${styles.block} ${styles.heading}`} />}
      {(layout === 'grid' || layout === 'shelf') && <GridBlocks />}
      {layout === 'form' && <LineBlocks />}
    </output>
  )
}

/** A shelf's row of category chips, above its heading. */
function ChipBlocks() {
  return (
    <div className={styles.chips}>
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className={`${styles.block} ${styles.chip}`} />
      ))}
    </div>
  )
}

function GridBlocks() {
  return (
    <div className={styles.grid}>
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className={styles.card}>
          <div className={`${styles.block} ${styles.image}`} />
          <div className={`${styles.block} ${styles.line}`} />
          <div className={`${styles.block} ${styles.short}`} />
        </div>
      ))}
    </div>
  )
}

function DetailBlocks() {
  return (
    <>
      <div className={`${styles.block} ${styles.crumbs}`} />
      <div className={styles.detail}>
        <div className={`${styles.block} ${styles.picture}`} />
        <div className={styles.column}>
          <div className={`${styles.block} ${styles.heading}`} />
          <div className={`${styles.block} ${styles.short}`} />
          <div className={`${styles.block} ${styles.line}`} />
          <div className={`${styles.block} ${styles.line}`} />
          <div className={`${styles.block} ${styles.button}`} />
        </div>
      </div>
    </>
  )
}

function LineBlocks() {
  return (
    <div className={styles.column}>
      {Array.from({ length: 3 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className={`${styles.block} ${styles.row}`} />
      ))}
    </div>
  )
}

/** The mini-cart's place in the header while the cart remote loads. */
export function FragmentSkeleton() {
  const { t } = useTranslation()
  return <output className={`${styles.block} ${styles.fragment}`} aria-label={t('loading')} />
}
