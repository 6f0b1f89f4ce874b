import type { RemoteProps } from '@storefront/shared/contract'
import { getShopBus } from '@storefront/shared/events'
import { I18nProvider } from '../lib/i18n-provider'
import { ShopProvider } from '../lib/shop-context'
import styles from './app.module.css'
import './tokens.css'
import { CatalogRoutes } from './catalog-routes'
import { PrefetchDetails } from './prefetch-details'

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
        <PrefetchDetails>
          <div className={styles.root} data-boundary="catalog" lang={locale}>
            <CatalogRoutes screen={screen} />
          </div>
        </PrefetchDetails>
      </ShopProvider>
    </I18nProvider>
  )
}
