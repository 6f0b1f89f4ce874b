import { useTranslation } from '@storefront/shared/react-i18n'
import type { Availability } from '../../lib/availability'
import styles from './availability-note.module.css'

/**
 * "In stock, ready to ship", "Only N left", "Out of stock" or "Not on sale in this country", with
 * a coloured dot for a quick read.
 */
export function AvailabilityNote({ availability }: { availability: Availability }) {
  const { t } = useTranslation()
  const text =
    availability.kind === 'in-stock'
      ? t('product.availability.inStock')
      : availability.kind === 'low-stock'
        ? t('product.availability.lowStock', { count: availability.count })
        : availability.kind === 'not-sold'
          ? t('product.availability.notSold')
          : t('product.availability.outOfStock')
  return (
    <p
      className={`${styles.note} ${styles[availability.kind]}`}
      data-testid="availability"
      data-availability={availability.kind}
    >
      <span className={styles.dot} aria-hidden="true" />
      {text}
    </p>
  )
}
