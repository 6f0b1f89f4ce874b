import { useTranslation } from '@storefront/shared/react-i18n'
import styles from './cart-page.module.css'

/** The cart's shape while it loads, so the page does not jump when it arrives. */
export function CartSkeleton() {
  const { t } = useTranslation()
  return (
    <div className={styles.page} aria-busy="true" data-testid="cart-loading">
      <output className={styles.hidden}>{t('common:loading')}</output>
      <div className={`${styles.bone} ${styles.boneTitle}`} />
      <div className={styles.layout}>
        <div className={styles.lines}>
          {[0, 1].map((n) => (
            <div key={n} className={styles.boneLine}>
              <div className={`${styles.bone} ${styles.boneImage}`} />
              <div className={styles.boneText}>
                <div className={styles.bone} />
                <div className={`${styles.bone} ${styles.boneShort}`} />
              </div>
            </div>
          ))}
        </div>
        <div className={`${styles.bone} ${styles.boneSummary}`} />
      </div>
    </div>
  )
}
