import { pushToDataLayer } from '@storefront/shared/analytics'
import { type CommerceClient, createSessionClient } from '@storefront/shared/commerce'
import { shopName } from '@storefront/shared/constants'
import type { MarketInfo } from '@storefront/shared/contract'
import { getShopBus } from '@storefront/shared/events'
import { loadDictionary } from '@storefront/shared/i18n'
import { locales } from '@storefront/shared/markets'
import '@storefront/shared/design/shop.css'
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { readDevHostConfig } from '../../config/dev-host'
import { CartApp } from '../cart-app'
import { MiniCartSlot } from '../mini-cart-slot'
import { DevCatalog } from './dev-catalog'
import styles from './dev-host.module.css'
import { devMarket, startDevSession } from './dev-session'

const config = readDevHostConfig(location.search)
const bus = getShopBus()
const session = startDevSession(bus, config)
const sessions = createSessionClient(bus, config.api, { app: 'cart' })
bus.subscribe('analytics:event', (event) => pushToDataLayer(event))
const marketCodes = ['it', 'de', 'fr', 'es', 'nl', 'be', 'at', 'gb', 'ch', 'row']
const firstMarket = devMarket(config.market, config.locale, config.country)

/** Stands in for the shell: a header with the mini-cart, a market switch, and the cart or a product list. */
function DevHost() {
  const [market, setMarket] = useState<MarketInfo>(firstMarket)
  const [view, setView] = useState(location.hash === '#cart' ? 'cart' : 'catalog')
  const [client, setClient] = useState<CommerceClient | null>(null)
  useEffect(() => {
    void session.publish(firstMarket, 'init').then(() => sessions.ready().then(setClient))
    const off = bus.subscribe('nav:intent', ({ screen }) => {
      const next = screen.name === 'cart' ? 'cart' : 'catalog'
      location.hash = next
      setView(next)
    })
    return off
  }, [])
  const switchMarket = (code: string) => {
    const next = devMarket(code, config.locale)
    setMarket(next)
    void session.publish(next, 'market').then(() => setClient(sessions.current()))
  }
  const props = { market, locale: market.locale, routeBase: market, apiBase: config.api }
  return (
    <>
      <header className={styles.header}>
        <strong className={styles.brand}>{shopName} · cart dev host</strong>
        <label>
          Market{' '}
          <select value={market.marketCode} onChange={(event) => switchMarket(event.target.value)}>
            {marketCodes.map((code) => (
              <option key={code}>{code}</option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => bus.publish('nav:intent', { screen: { name: 'listing' } })}>
          Products
        </button>
        <MiniCartSlot {...props} />
      </header>
      <main>
        {view === 'cart' ? (
          <CartApp {...props} screen={{ name: 'cart' }} />
        ) : (
          <DevCatalog bus={bus} client={client} />
        )}
      </main>
    </>
  )
}

const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'))
// The shell loads the visitor's dictionary before anything renders; the dev host loads all five,
// as its market switch may change the language without a navigation.
void Promise.all(locales.map((locale) => loadDictionary(locale))).then(() =>
  createRoot(container).render(<DevHost />),
)
