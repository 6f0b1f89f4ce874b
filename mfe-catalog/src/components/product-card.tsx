import { keepQuantityWithUnit } from '@storefront/shared/i18n'
import { useTranslation } from '@storefront/shared/react-i18n'
import { pathTo } from '@storefront/shared/routes'
import { useId } from 'react'
import { fewLeftOf } from '../lib/availability'
import type { ProductSummary } from '../lib/catalog-types'
import { discountPercent } from '../lib/discount'
import { useShop } from '../lib/shop-context'
import { useCutShort } from '../lib/use-cut-short'
import { Price } from './price'
import styles from './product-card.module.css'
import { type ImageLoad, ProductImage } from './product-image'
import { UnitPriceLine } from './unit-price-line'
import hidden from './visually-hidden.module.css'

interface ProductCardProps {
  readonly product: ProductSummary
  readonly onSelect?: (product: ProductSummary) => void
  readonly load?: ImageLoad
  /** One below the heading the grid sits under: 2 right under the page's title, 3 in a section. */
  readonly headingLevel?: 2 | 3
}

/**
 * Whether a link leads to the page already on show, where the shell goes nowhere. The second click
 * of a double click comes after the first moved the address, while this grid still shows: it
 * picked nothing new.
 */
export const leadsToPageOnShow = (link: HTMLAnchorElement) =>
  link.pathname === window.location.pathname && link.search === window.location.search

/** A product in a grid: the whole card is one link to its page, named by the product. */
export function ProductCard({ product, onSelect, load = 'lazy', headingLevel = 2 }: ProductCardProps) {
  const { t } = useTranslation()
  const { routeBase } = useShop()
  const href = pathTo(routeBase, {
    name: product.kind === 'bundle' ? 'bundle' : 'product',
    code: product.code,
  })
  const percent = product.price ? discountPercent(product.price) : null
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const stockId = useId()
  // Without a price the card already says it is not sold here.
  const soldOut = product.soldOut === true && product.price !== undefined
  // The product page's "only N left", from the stock the list brought with the card.
  const fewLeft =
    !soldOut && product.price !== undefined && product.left !== undefined ? fewLeftOf(product.left) : null
  const name = keepQuantityWithUnit(product.name)
  const [nameBox, nameCut] = useCutShort<HTMLAnchorElement>(name)
  return (
    <article className={styles.card} data-testid="product-card" data-code={product.code}>
      <ProductImage src={product.imageUrl} alt="" load={load} />
      <div className={styles.badges}>
        {product.kind === 'bundle' && <span className={styles.badge}>{t('card.bundle')}</span>}
        {percent !== null && (
          <span className={`${styles.badge} ${styles.sale}`} data-testid="card-discount">
            <span className={hidden.hidden}>{`${t('card.sale')} `}</span>
            {t('product.discount', { percent })}
          </span>
        )}
        {soldOut && (
          <span id={stockId} className={`${styles.badge} ${styles.soldOut}`} data-testid="card-sold-out">
            {t('card.soldOut')}
          </span>
        )}
        {fewLeft !== null && (
          <span id={stockId} className={`${styles.badge} ${styles.fewLeft}`} data-testid="card-few-left">
            <span className={styles.dot} aria-hidden="true" />
            {/* The page's words cut to one line of a phone's card ("Nur noch 4"); a screen reader,
                which has no picture to read them on, hears the page's whole ("Nur noch 4 verfügbar"). */}
            <span aria-hidden="true">{t('card.fewLeft', { count: fewLeft })}</span>
            <span className={hidden.hidden}>{t('product.availability.lowStock', { count: fewLeft })}</span>
          </span>
        )}
      </div>
      <Heading className={styles.name}>
        <a
          ref={nameBox}
          className={styles.link}
          href={href}
          // Reached by its link alone (a screen reader's list of links), the card still says it.
          aria-describedby={soldOut || fewLeft !== null ? stockId : undefined}
          onClick={(event) => {
            if (!leadsToPageOnShow(event.currentTarget)) onSelect?.(product)
          }}
        >
          {/* A name the clamp cuts short shows whole on hover. Its title is on the words, not the
              link: a link's own title is its description, and a screen reader would read the name
              a second time after the link's name, which already holds it whole. */}
          <span className={styles.linkText} title={nameCut ? name : undefined}>
            {name}
          </span>
        </a>
      </Heading>
      {/* The discount rides on the picture: beside two prices it took a line of its own on a
          phone, and the card's price sat higher than its neighbour's. */}
      {product.price ? (
        <>
          <Price price={product.price} withDiscount={false} />
          {product.netQuantity && <UnitPriceLine price={product.price} netQuantity={product.netQuantity} />}
        </>
      ) : (
        // Without a price in this market it cannot be bought here: said, not left to a gap.
        <p className={styles.notSold}>{t('product.availability.notSold')}</p>
      )}
    </article>
  )
}
