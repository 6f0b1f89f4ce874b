import type { MarketInfo, RemoteProps } from '@storefront/shared/contract'
import { getShopBus, type PayloadOf } from '@storefront/shared/events'
import type { Locale } from '@storefront/shared/markets'
import type { Screen } from '@storefront/shared/routes'
import { render } from '@testing-library/react'
import App from '../exposes/app'

const b64 = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')

/** A token the SDK can read (organization slug, expiry), expiring at `expiresAtMs` by the API's clock. */
export const tokenExpiringAt = (expiresAtMs: number) =>
  `${b64({ alg: 'RS512' })}.${b64({
    exp: Math.floor(expiresAtMs / 1000),
    organization: { id: 'o', slug: 'test-shop' },
  })}.sig`

/** A token the SDK can read (organization slug, expiry); the fake API never checks it. */
export const testToken = tokenExpiringAt(Date.now() + 3_600_000)

export const markets: Record<string, MarketInfo> = {
  it: {
    marketId: 'mkIt',
    marketCode: 'it',
    country: 'IT',
    currency: 'EUR',
    locale: 'it',
    prefix: '/italy/eur/it',
  },
  gb: {
    marketId: 'mkGb',
    marketCode: 'gb',
    country: 'GB',
    currency: 'GBP',
    locale: 'en',
    prefix: '/united-kingdom/gbp/en',
  },
  ch: {
    marketId: 'mkCh',
    marketCode: 'ch',
    country: 'CH',
    currency: 'CHF',
    locale: 'de',
    prefix: '/switzerland/chf/de',
  },
  us: {
    marketId: 'mkRow',
    marketCode: 'row',
    country: 'US',
    currency: 'USD',
    locale: 'en',
    prefix: '/united-states/usd/en',
  },
}

/** What the shell of `npm start` hands the catalog beside the screen and market. */
const shellProps: Partial<RemoteProps> = { searchAttributes: 'name_or_code_or_metadata' }

/**
 * Mounts `./App` as the shell does, after publishing a guest session; returns the analytics, page
 * names and navigation intents seen.
 */
export function renderCatalog(
  screen: Screen,
  market: MarketInfo = markets.it as MarketInfo,
  props: Partial<Pick<RemoteProps, 'searchAttributes'>> = shellProps,
  session: { readonly accessToken: string; readonly expiresAt: number } = {
    accessToken: testToken,
    expiresAt: Date.now() + 3_600_000,
  },
) {
  const bus = getShopBus()
  const analytics: PayloadOf<'analytics:event'>[] = []
  // Plain copies: the bus's parsed payloads have null-prototype records, which toMatchObject refuses.
  bus.subscribe('analytics:event', (event) => analytics.push(JSON.parse(JSON.stringify(event))))
  const intents: PayloadOf<'nav:intent'>[] = []
  bus.subscribe('nav:intent', (intent) => intents.push(JSON.parse(JSON.stringify(intent))))
  const pageNames: string[] = []
  bus.subscribe('shell:name-page', ({ title }) => pageNames.push(title))
  bus.publish('session:changed', {
    kind: 'guest',
    ...session,
    marketCode: market.marketCode,
    reason: 'init',
  })
  const locale: Locale = market.locale
  const app = (shown: Screen) => (
    <App
      screen={shown}
      market={market}
      locale={locale}
      routeBase={{ prefix: market.prefix, locale }}
      apiBase="http://api.test/api"
      {...props}
    />
  )
  const view = render(app(screen))
  /** Another screen in the same mount, as the shell gives it on navigation. */
  const show = (next: Screen) => view.rerender(app(next))
  return { ...view, bus, analytics, intents, pageNames, show }
}
