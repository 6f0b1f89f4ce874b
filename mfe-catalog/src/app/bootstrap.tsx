import '@storefront/shared/design/shop.css'
import { getShopBus } from '@storefront/shared/events'
import { loadDictionary } from '@storefront/shared/i18n'
import { createRoot } from 'react-dom/client'
import { readDevConfig } from '../config/dev-config'
import { DevHost } from './dev-host'
import { devLocation } from './dev-market'
import { startDevSession } from './dev-session'

// The standalone dev host (`npm run dev`): what the shell does for the catalog, in small.
async function start() {
  const location = devLocation(window.location.pathname, window.location.search)
  if (!location) {
    window.location.replace('/italy/eur/it/')
    return
  }
  const config = readDevConfig()
  const bus = getShopBus()
  bus.publish('market:changed', location.market)
  bus.subscribe('analytics:event', (event) => console.info('analytics', event))
  document.documentElement.lang = location.market.locale
  const root = document.getElementById('root')
  if (!root) throw new Error('the dev page has no #root')
  // The shell loads the visitor's dictionary before anything renders; the dev host does the same.
  await loadDictionary(location.market.locale)
  // Mounted before the token arrives, like under the shell: the screens show their skeletons.
  createRoot(root).render(<DevHost market={location.market} commerceUrl={config.commerceUrl} />)
  await startDevSession(bus, config, location.market.marketCode)
}

start().catch((error: unknown) => {
  // Named with the address it tried: beside a second stack, commerce-local is elsewhere.
  const { commerceUrl } = readDevConfig()
  document.body.textContent = `Catalog dev host could not start: ${String(error)}. Is commerce-local running at ${commerceUrl} (npm run dev -w @storefront/commerce-local, or npm start)? Another address: COMMERCE_URL=… npm run dev.`
  console.error('dev host could not start', commerceUrl, error)
})
