import { analyticsEvents } from '@storefront/shared/analytics'
import { keepQuantityWithUnit } from '@storefront/shared/i18n'
import { useTranslation } from '@storefront/shared/react-i18n'
import { AgeNotice } from '../../../components/age-notice'
import { Breadcrumbs, type Crumb } from '../../../components/breadcrumbs'
import { DetailLayout } from '../../../components/detail-layout'
import { Price } from '../../../components/price'
import { ProductImage } from '../../../components/product-image'
import { StockPanel } from '../../../components/stock/stock-panel'
import { TaxNote } from '../../../components/tax-note'
import { UnitPriceLine } from '../../../components/unit-price-line'
import { analyticsItem } from '../../../lib/analytics-item'
import type { ProductDetail } from '../../../lib/catalog-types'
import { usePageName } from '../../../lib/page-name'
import { useShop } from '../../../lib/shop-context'
import { useAnalyticsOnce } from '../../../lib/use-analytics'
import { useSkuStock } from '../api/get-sku-stock'
import styles from './product-details.module.css'

export function ProductDetails({ product }: { product: ProductDetail }) {
  const { t } = useTranslation()
  const { market } = useShop()
  // Without a price here it cannot be sold whatever its stock: none is asked for.
  const stock = useSkuStock(product.price ? product.id : null)
  usePageName(product.name)
  const category = product.categories[0]
  const trail: Crumb[] = [
    ...(category
      ? [{ label: category.name, screen: { name: 'category', slug: category.slug } } as const]
      : []),
    { label: keepQuantityWithUnit(product.name) },
  ]
  useAnalyticsOnce(`view_item|${product.code}`, () =>
    analyticsEvents.viewItem(product.price?.currency ?? market.currency, analyticsItem(product)),
  )
  return (
    <article data-testid="product" data-code={product.code}>
      <Breadcrumbs trail={trail} />
      <DetailLayout media={<ProductImage src={product.imageUrl} alt={product.name} load="first" />}>
        <header className={styles.header}>
          <h1 className={styles.name}>{keepQuantityWithUnit(product.name)}</h1>
          <p className={styles.code} data-testid="product-code">
            {t('product.sku', { code: product.code })}
          </p>
        </header>
        {product.price && (
          <div className={styles.price}>
            <Price price={product.price} size="lg" />
            {product.netQuantity && <UnitPriceLine price={product.price} netQuantity={product.netQuantity} />}
            <TaxNote taxIncluded={product.taxIncluded} exciseIncluded={product.exciseIncluded} />
            <AgeNotice containsAlcohol={product.containsAlcohol} />
          </div>
        )}
        <StockPanel
          stock={stock}
          item={{ kind: 'sku', code: product.code, name: product.name }}
          options={product.options}
          {...(product.price ? { price: product.price } : { unavailable: 'not-sold' as const })}
        />
        {product.description && (
          <section className={styles.description}>
            <h2 className={styles.subtitle}>{t('product.description')}</h2>
            <p data-testid="product-description">{product.description}</p>
          </section>
        )}
      </DetailLayout>
    </article>
  )
}
