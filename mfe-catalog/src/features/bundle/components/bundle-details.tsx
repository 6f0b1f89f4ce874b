import { analyticsEvents } from '@storefront/shared/analytics'
import { formatMoney, keepQuantityWithUnit } from '@storefront/shared/i18n'
import { useTranslation } from '@storefront/shared/react-i18n'
import { pathTo } from '@storefront/shared/routes'
import { AgeNotice } from '../../../components/age-notice'
import { Breadcrumbs } from '../../../components/breadcrumbs'
import { DetailLayout } from '../../../components/detail-layout'
import { Price } from '../../../components/price'
import { leadsToPageOnShow } from '../../../components/product-card'
import { ProductImage } from '../../../components/product-image'
import { StockPanel } from '../../../components/stock/stock-panel'
import { TaxNote } from '../../../components/tax-note'
import { analyticsItem } from '../../../lib/analytics-item'
import type { BundleDetail } from '../../../lib/catalog-types'
import { discountPercent } from '../../../lib/discount'
import { itemLists } from '../../../lib/item-lists'
import { usePageName } from '../../../lib/page-name'
import { useShop } from '../../../lib/shop-context'
import { useAnalyticsOnce, useItemList } from '../../../lib/use-analytics'
import { useBundleStock } from '../api/get-bundle-stock'
import styles from './bundle-details.module.css'

export function BundleDetails({ bundle }: { bundle: BundleDetail }) {
  const { t } = useTranslation()
  const { market, routeBase, tag } = useShop()
  const unavailable = !bundle.price ? 'not-sold' : bundle.complete ? undefined : 'out-of-stock'
  // Nor is the stock of a box that cannot be sold whatever it says.
  const stock = useBundleStock(unavailable ? null : bundle.code, bundle.items)
  const shortParts = stock.status === 'ready' ? stock.data.shortParts : undefined
  usePageName(bundle.name)
  const price = bundle.price
  useAnalyticsOnce(`view_item|${bundle.code}`, () =>
    analyticsEvents.viewItem(price?.currency ?? market.currency, analyticsItem(bundle)),
  )
  // Its items lead to their pages as a listing's cards do: a list, whose picks say which box sells
  // its items alone.
  const selectItem = useItemList(
    itemLists.boxContents(bundle.code),
    bundle.items.map((item) => item.product),
    { key: bundle.code },
  )
  const count = bundle.items.reduce((sum, item) => sum + item.quantity, 0)
  return (
    <article data-testid="bundle" data-code={bundle.code}>
      <Breadcrumbs trail={[{ label: keepQuantityWithUnit(bundle.name) }]} />
      <DetailLayout media={<ProductImage src={bundle.imageUrl} alt={bundle.name} load="first" />}>
        <header className={styles.header}>
          <p className={styles.kicker}>{t('card.bundle')}</p>
          <h1 className={styles.name}>{keepQuantityWithUnit(bundle.name)}</h1>
        </header>
        {price && (
          <div className={styles.price}>
            <Price price={price} size="lg" />
            {/* The saving the struck price and its badge show, or none: never a few cents beside a plain price. */}
            {price.compareAtCents && discountPercent(price) !== null && (
              <p className={styles.saving}>
                {t('bundle.saving', {
                  amount: formatMoney(price.compareAtCents - price.amountCents, price.currency, tag),
                })}
              </p>
            )}
            <TaxNote taxIncluded={bundle.taxIncluded} exciseIncluded={bundle.exciseIncluded} />
            <AgeNotice containsAlcohol={bundle.containsAlcohol} />
          </div>
        )}
        <StockPanel
          stock={stock}
          item={{ kind: 'bundle', code: bundle.code, name: bundle.name }}
          options={bundle.options}
          {...(price ? { price } : {})}
          {...(unavailable ? { unavailable } : {})}
        />
        <section className={styles.contents} aria-labelledby="catalog-bundle-contents">
          <h2 id="catalog-bundle-contents" className={styles.subtitle}>
            {t('bundle.whatsInTheBox')} · {t('bundle.itemCount', { count })}
          </h2>
          <ul className={styles.items}>
            {bundle.items.map(({ product, quantity }, index) => (
              <li key={product.id} className={styles.item}>
                <div className={styles.thumb}>
                  <ProductImage src={product.imageUrl} alt="" />
                </div>
                <div className={styles.itemText}>
                  <a
                    href={pathTo(routeBase, { name: 'product', code: product.code })}
                    onClick={(event) => {
                      if (!leadsToPageOnShow(event.currentTarget)) selectItem(product, index)
                    }}
                  >
                    {t('bundle.line', { quantity, name: keepQuantityWithUnit(product.name) })}
                  </a>
                  {/* A sold-out box says which of its items it waits for: the others sell alone. */}
                  {typeof shortParts?.[index] === 'number' && (
                    <span className={styles.short} data-testid="bundle-item-short">
                      {/* One left of an item the box holds two of sells alone: not "sold out". */}
                      {shortParts[index] === 0
                        ? t('bundle.itemShort')
                        : t('product.availability.lowStock', { count: shortParts[index] })}
                    </span>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
        {bundle.description && <p className={styles.description}>{bundle.description}</p>}
      </DetailLayout>
    </article>
  )
}
