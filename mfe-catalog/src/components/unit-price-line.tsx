import { formatMoney } from '@storefront/shared/i18n'
import { useTranslation } from '@storefront/shared/react-i18n'
import type { NetQuantity, PriceInfo } from '../lib/catalog-types'
import { useShop } from '../lib/shop-context'
import { unitPriceOf } from '../lib/unit-price'
import styles from './unit-price-line.module.css'

interface UnitPriceLineProps {
  readonly price: PriceInfo
  readonly netQuantity: NetQuantity
}

/** "25,20 € al litro", under the price it is worked out from. */
export function UnitPriceLine({ price, netQuantity }: UnitPriceLineProps) {
  const { t } = useTranslation()
  const { tag } = useShop()
  const unit = unitPriceOf(price, netQuantity)
  const amount = formatMoney(unit.cents, unit.currency, tag)
  return (
    <p className={styles.unitPrice} data-testid="unit-price">
      {t(unit.per === 'litre' ? 'product.unitPrice.litre' : 'product.unitPrice.kilo', { price: amount })}
    </p>
  )
}
