import { formatMoney } from '@storefront/shared/i18n'
import { useTranslation } from '@storefront/shared/react-i18n'
import type { PriceInfo } from '../lib/catalog-types'
import { discountPercent } from '../lib/discount'
import { useShop } from '../lib/shop-context'
import styles from './price.module.css'
import hidden from './visually-hidden.module.css'

interface PriceProps {
  readonly price: PriceInfo
  readonly size?: 'md' | 'lg'
  /** Whether the discount follows the prices; a card shows it on its picture instead. */
  readonly withDiscount?: boolean
}

/** The price, with the struck-through compare-at price and the discount when on offer. */
export function Price({ price, size = 'md', withDiscount = true }: PriceProps) {
  const { t } = useTranslation()
  const { tag } = useShop()
  const percent = discountPercent(price)
  // A compare-at price no higher than the price is no former price.
  const was =
    percent !== null && price.compareAtCents ? formatMoney(price.compareAtCents, price.currency, tag) : null
  return (
    <p className={`${styles.price} ${size === 'lg' ? styles.large : ''}`} data-testid="price">
      <span className={percent !== null ? styles.sale : styles.amount} data-testid="price-amount">
        {formatMoney(price.amountCents, price.currency, tag)}
      </span>
      {was && (
        <s className={styles.compareAt} data-testid="price-compare-at">
          <span className={hidden.hidden}>{t('product.compareAt', { price: was })}</span>
          <span aria-hidden="true">{was}</span>
        </s>
      )}
      {withDiscount && percent !== null && (
        <span className={styles.discount}>{t('product.discount', { percent })}</span>
      )}
    </p>
  )
}
