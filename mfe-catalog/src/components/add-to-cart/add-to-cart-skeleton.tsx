import { useTranslation } from '@storefront/shared/react-i18n'
import { Skeleton } from '../skeleton'
import form from './add-to-cart-form.module.css'
import styles from './add-to-cart-skeleton.module.css'
import quantity from './quantity-selector.module.css'

/**
 * The add-to-cart form's frame while stock loads: its label, stepper and button in the form's own
 * row, which wraps as the form does. A single bar in its place left the form 26 to 88 px taller
 * than it, and everything under it moved when stock came.
 */
export function AddToCartSkeleton() {
  const { t } = useTranslation()
  return (
    <div className={form.form} aria-hidden="true">
      <div className={form.row}>
        <div className={quantity.field}>
          <span className={quantity.label}>{t('product.quantity')}</span>
          <Skeleton className={styles.stepper} />
        </div>
        <Skeleton className={styles.button} />
      </div>
    </div>
  )
}
