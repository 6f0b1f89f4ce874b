import { shopName } from '@storefront/shared/constants'
import type { MarketInfo } from '@storefront/shared/contract'
import { countryName, currencyName, localeTag } from '@storefront/shared/i18n'
import { useTranslation } from '@storefront/shared/react-i18n'
import { pathTo } from '@storefront/shared/routes'
import { type ReactNode, useRef } from 'react'
import { useStickyHeaderOffset } from '../hooks/use-sticky-header-offset'
import { AccountEntry } from './account-entry'
import styles from './header.module.css'
import { Logo } from './logo'
import { SearchBox } from './search-box'

export interface MenuSection {
  readonly entry: 'listing' | 'categories'
  readonly isPage: boolean
}

/**
 * An entry's mark: the page when its link leads to the page shown, else the current item of the
 * menu (a category is in the categories, page 2 in the listing). Only one link of a page may be
 * marked as the page: the catalog marks the chip of the category shown.
 */
const currentOf = (section: MenuSection | null, entry: MenuSection['entry']) =>
  section?.entry === entry ? (section.isPage ? 'page' : 'true') : undefined

interface Props {
  readonly market: MarketInfo
  readonly searchQuery: string
  /** The address showing (see `SearchBox`). */
  readonly page: string
  /** The entry of the main menu the page belongs to, and whether the entry's link leads to it. */
  readonly section: MenuSection | null
  readonly onSearch: (query: string) => void
  /** Country and language selectors, wired by the app. */
  readonly selectors: ReactNode
  /** The cart remote's mini-cart, or its fallback. */
  readonly miniCart: ReactNode
  readonly signedIn: boolean
}

export function Header({
  market,
  searchQuery,
  page,
  section,
  onSearch,
  selectors,
  miniCart,
  signedIn,
}: Props) {
  const { t } = useTranslation()
  const tag = localeTag(market.locale, market.country)
  const header = useRef<HTMLElement>(null)
  const utility = useRef<HTMLDivElement>(null)
  useStickyHeaderOffset(header, utility)
  return (
    <header ref={header} className={styles.header}>
      <div ref={utility} className={styles.utility}>
        <div className={styles.inner}>
          <p className={styles.shipping}>
            {t('header.country.current', { country: countryName(market.country, tag) })}{' '}
            {/* The spaces, not the hidden dot, part the phrases for a screen reader. */}
            <span className={styles.dot} aria-hidden="true">
              ·
            </span>{' '}
            {t('header.country.currencyNote', { currency: currencyName(market.currency, tag) })}
          </p>
          <div className={styles.selectors}>{selectors}</div>
        </div>
      </div>
      <div className={styles.inner}>
        <div className={styles.main}>
          <a
            className={styles.logoLink}
            href={pathTo(market, { name: 'home' })}
            aria-label={t('header.logoAlt', { shop: shopName })}
          >
            <Logo />
          </a>
          <div className={styles.search}>
            <SearchBox query={searchQuery} page={page} onSearch={onSearch} />
          </div>
          <div className={styles.actions}>
            <AccountEntry market={market} signedIn={signedIn} />
            <div className={styles.miniCart} data-testid="mini-cart-slot">
              {miniCart}
            </div>
          </div>
        </div>
        <nav className={styles.nav} aria-label={t('header.menu.label')}>
          <a href={pathTo(market, { name: 'listing' })} aria-current={currentOf(section, 'listing')}>
            {t('catalog:listing.title')}
          </a>
          <a href={pathTo(market, { name: 'categories' })} aria-current={currentOf(section, 'categories')}>
            {t('catalog:categories.title')}
          </a>
        </nav>
      </div>
    </header>
  )
}
