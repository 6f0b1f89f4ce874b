import { formatDate, formatDateRange } from '@storefront/shared/i18n'
import { useTranslation } from '@storefront/shared/react-i18n'
import type { DeliveryEstimate } from '../../lib/delivery-estimate'
import { useShop } from '../../lib/shop-context'
import styles from './delivery-note.module.css'

/** The delivery estimate as the language says it: a date, a range of dates, or working days. */
export function DeliveryNote({ estimate }: { estimate: DeliveryEstimate }) {
  const { t } = useTranslation()
  const { tag } = useShop()
  const text =
    estimate.kind === 'working-days'
      ? t('product.delivery.workingDays', {
          days: estimate.min === estimate.max ? String(estimate.min) : `${estimate.min}–${estimate.max}`,
        })
      : t('product.delivery.range', {
          range:
            estimate.from === estimate.to
              ? formatDate(estimate.from, tag, { weekday: 'long', day: 'numeric', month: 'long' })
              : formatDateRange(estimate.from, estimate.to, tag),
        })
  return (
    <div className={styles.delivery}>
      <span className={styles.title}>{t('product.delivery.title')}</span>
      <span data-testid="delivery-estimate" data-kind={estimate.kind}>
        {text}
      </span>
    </div>
  )
}
