import { useTranslation } from '@storefront/shared/react-i18n'
import { ProductGrid } from '../../../components/product-grid'
import { itemLists } from '../../../lib/item-lists'
import { useItemList } from '../../../lib/use-analytics'
import { useBundles } from '../api/list-bundles'
import styles from './bundle-strip.module.css'

/** The gift boxes on the home page; nothing at all while loading or when there are none. */
export function BundleStrip() {
  const { t } = useTranslation()
  const bundles = useBundles()
  const shown = bundles.status === 'ready' ? bundles.data : null
  const selectItem = useItemList(itemLists.giftBoxes, shown, { key: `${shown?.length}` })
  if (bundles.status !== 'ready' || bundles.data.length === 0) return null
  return (
    <section className={styles.strip} aria-labelledby="catalog-gift-boxes">
      <h2 id="catalog-gift-boxes" className={styles.title}>
        {t('card.bundles')}
      </h2>
      <ProductGrid
        products={bundles.data}
        label={t('card.bundles')}
        headingLevel={3}
        belowFold
        onSelect={selectItem}
      />
    </section>
  )
}
