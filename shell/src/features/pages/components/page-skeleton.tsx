import { useTranslation } from '@storefront/shared/react-i18n'
import styles from './skeleton.module.css'

/** What a screen looks like while its remote loads: a title and a grid of product cards. */
export function PageSkeleton() {
  const { t } = useTranslation()
  return (
    <output className={styles.page} aria-label={t('loading')}>
      <div className={`${styles.block} ${styles.heading}`} />
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
    </output>
  )
}

/** The mini-cart's place in the header while the cart remote loads. */
export function FragmentSkeleton() {
  const { t } = useTranslation()
  return <output className={`${styles.block} ${styles.fragment}`} aria-label={t('loading')} />
}
