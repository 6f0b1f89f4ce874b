import type { RemoteProps } from '@storefront/shared/contract'
import { getShopBus } from '@storefront/shared/events'
import type { Locale } from '@storefront/shared/markets'
import type { Screen } from '@storefront/shared/routes'
import { useRef } from 'react'
import { I18nProvider } from '../lib/i18n-provider'
import { ShopProvider } from '../lib/shop-context'
import { useFetchAheadOnIntent } from '../lib/use-fetch-ahead-on-intent'
import styles from './app.module.css'
import './tokens.css'
import { CatalogRoutes } from './catalog-routes'
import { useScreenFetchAhead } from './fetch-ahead'

/** The catalog remote: what the shell mounts for the listing, category, product, bundle and search screens. */
export function App({ screen, market, locale, routeBase, apiBase, searchAttributes }: RemoteProps) {
  return (
    <I18nProvider locale={locale} country={market.country}>
      <ShopProvider
        market={market}
        locale={locale}
        routeBase={routeBase}
        apiBase={apiBase}
        searchAttributes={searchAttributes}
        bus={getShopBus()}
      >
        <CatalogRoot screen={screen} locale={locale} />
      </ShopProvider>
    </I18nProvider>
  )
}

/** The catalog's box in the page; a link in it has its screen's data fetched ahead on intent. */
function CatalogRoot({ screen, locale }: { screen: Screen; locale: Locale }) {
  const root = useRef<HTMLDivElement>(null)
  useFetchAheadOnIntent(root, useScreenFetchAhead())
  return (
    <div ref={root} className={styles.root} data-boundary="catalog" lang={locale}>
      <CatalogRoutes screen={screen} />
    </div>
  )
}
