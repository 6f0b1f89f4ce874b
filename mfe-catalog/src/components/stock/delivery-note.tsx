import { formatDate, formatDateRange, formatMoney } from '@storefront/shared/i18n'
import { useTranslation } from '@storefront/shared/react-i18n'
import type { ShippingCost } from '../../lib/catalog-types'
import type { DeliveryEstimate } from '../../lib/delivery-estimate'
import { useShop } from '../../lib/shop-context'
import styles from './delivery-note.module.css'

interface Props {
  readonly estimate: DeliveryEstimate
  /** Said under the estimate: a shopper weighs the shipping before the cart, where it first showed. */
  readonly shipping: ShippingCost | null
}

/**
 * The delivery estimate as the language says it (a date, a range of dates, or working days),
 * and what shipping costs, with the order amount it is free from.
 */
export function DeliveryNote({ estimate, shipping }: Props) {
  const { t } = useTranslation()
  const { tag, market } = useShop()
  const money = (cents: number) => formatMoney(cents, market.currency, tag)
  const cost =
    shipping === null
      ? null
      : shipping.priceCents === 0
        ? t('product.delivery.shippingFree')
        : shipping.freeOverCents === null
          ? t('product.delivery.shippingPrice', { price: money(shipping.priceCents) })
          : t('product.delivery.shippingFreeOver', {
              price: money(shipping.priceCents),
              // A threshold, not a price: "49 €" reads as one, "49,00 €" as a sum to pay.
              amount: formatMoney(shipping.freeOverCents, market.currency, tag, { wholeWithoutCents: true }),
            })
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
      {cost && (
        <span className={styles.shipping} data-testid="shipping-cost">
          {cost}
        </span>
      )}
    </div>
  )
}
