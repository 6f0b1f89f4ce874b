import { formatMoney } from '@storefront/shared/i18n'
import { useTranslation } from '@storefront/shared/react-i18n'
import type { SkuOptionInfo } from '../../../lib/catalog-types'
import { useShop } from '../../../lib/shop-context'
import styles from './sku-options.module.css'

/**
 * The options this product can carry (such as the free greeting card). They are chosen on
 * the line item in the cart, so the product page only tells what exists.
 */
export function SkuOptions({ options }: { options: readonly SkuOptionInfo[] }) {
  const { t } = useTranslation()
  const { tag } = useShop()
  if (options.length === 0) return null
  return (
    <section className={styles.options} aria-labelledby="catalog-sku-options">
      <h2 id="catalog-sku-options" className={styles.title}>
        {t('product.options')}
      </h2>
      <ul className={styles.list}>
        {options.map((option) => (
          <li key={option.id} className={styles.option}>
            <span className={styles.name}>{option.name}</span>
            {option.price && option.price.amountCents > 0 && (
              <span className={styles.price}>
                {formatMoney(option.price.amountCents, option.price.currency, tag)}
              </span>
            )}
            {option.description && <span className={styles.description}>{option.description}</span>}
          </li>
        ))}
      </ul>
    </section>
  )
}
