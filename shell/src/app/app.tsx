import type { FragmentProps, MarketInfo } from '@storefront/shared/contract'
import type { ShopBus } from '@storefront/shared/events'
import type { Bootstrap } from '@storefront/shared/registry'
import { pathTo, type RemoteName, type Screen } from '@storefront/shared/routes'
import { memo, useCallback, useDeferredValue, useMemo } from 'react'
import { useAnalytics } from '../features/analytics/hooks/use-analytics'
import { Footer } from '../features/layout/components/footer'
import { Header, type MenuSection } from '../features/layout/components/header'
import { useCartCountry } from '../features/market/hooks/use-cart-country'
import { ModalHost } from '../features/modals/components/modal-host'
import { useModalBus } from '../features/modals/hooks/use-modal-bus'
import { useModalStore } from '../features/modals/stores/modal-store'
import { DocumentTitle } from '../features/page-title/components/document-title'
import { ErrorPage } from '../features/pages/components/error-page'
import { NotFoundPage } from '../features/pages/components/not-found-page'
import type { ChosenRemote } from '../features/remotes/api/choose-remotes'
import { useNavigation } from '../features/routing/hooks/use-navigation'
import { resolveRoute } from '../features/routing/resolve-route'
import { useSessionBus } from '../features/session/hooks/use-session-bus'
import type { SessionManager } from '../features/session/session-manager'
import { InfoCard } from '../features/shop-info/components/info-card'
import { navigate, useLocationStore } from '../lib/location-store'
import { marketOfBootstrap, marketOfPath } from '../lib/market-of-path'
import { useStructural } from '../lib/use-structural'
import styles from './app.module.css'
import { MarketControls } from './components/market-controls'
import { NavigationProgress } from './components/navigation-progress'
import { MiniCartSlot, RemotePage } from './components/remote-page'
import { SkipLink } from './components/skip-link'
import { useFocusOnNavigation } from './hooks/use-focus-on-navigation'
import { useMarketLifecycle } from './hooks/use-market-lifecycle'
import { useScrollRestoration } from './hooks/use-scroll-restoration'
import { useSignedIn } from './hooks/use-signed-in'
import { useWarmRemoteOnIntent } from './hooks/use-warm-remote-on-intent'
import { useWordedHref } from './hooks/use-worded-href'
import { ShellI18n } from './shell-i18n'

export interface AppProps {
  readonly bootstrap: Bootstrap
  readonly bus: ShopBus
  readonly session: SessionManager
  readonly remotes: readonly ChosenRemote[]
}

/**
 * The shell: layout around the screen the URL names, and the wiring between bus and features.
 *
 * A new URL renders as a transition. The address bar moves with the tap, the next frame paints at
 * once, and the new screen follows without holding the tap's frame: rendered in the click, a
 * category's listing kept a slow phone's tap from painting for over 200 ms. Until it has, a bar
 * over the window's top says the tap was taken.
 */
export function App(props: AppProps) {
  const fallback = useMemo(() => marketOfBootstrap(props.bootstrap), [props.bootstrap])
  const worded = useWordedHref(fallback)
  const via = useLocationStore((state) => state.via)
  const from = useLocationStore((state) => state.from)
  // One value, so the screen never renders one move's address with another's way of getting there.
  const entry = useMemo(() => ({ href: worded.href, via, from }), [worded.href, via, from])
  const shown = useDeferredValue(entry)
  return (
    <>
      {shown !== entry && <NavigationProgress />}
      <Shop
        {...props}
        fallback={fallback}
        href={shown.href}
        via={shown.via}
        from={shown.from}
        wordsVersion={worded.wordsVersion}
      />
    </>
  )
}

interface ShopProps extends AppProps {
  readonly fallback: MarketInfo
  /** The URL on show. */
  readonly href: string
  readonly via: 'shop' | 'history'
  /** The page the move to `href` left. */
  readonly from: string | null
  readonly wordsVersion: number
}

const Shop = memo(function Shop({
  bootstrap,
  bus,
  session,
  remotes,
  fallback,
  href,
  via,
  from,
  wordsVersion,
}: ShopProps) {
  const served = useMemo(() => new Set(remotes.map((remote) => remote.name)), [remotes])
  const isServed = useCallback((remote: RemoteName) => served.has(remote), [served])
  const route = resolveRoute(href, fallback, isServed)
  const remoteOfPath = useCallback(
    (path: string) => {
      const target = resolveRoute(path, fallback, isServed)
      return target.kind === 'remote' ? target.remote : null
    },
    [fallback, isServed],
  )
  const market = useStructural(route.market)
  const { rest } = marketOfPath(href, fallback)
  const fragment = useMemo<FragmentProps>(
    () => ({
      market,
      locale: market.locale,
      routeBase: market,
      apiBase: bootstrap.apiBase,
      searchAttributes: bootstrap.searchAttributes,
    }),
    [market, bootstrap.apiBase, bootstrap.searchAttributes],
  )
  const openLogoutConfirm = useCallback(() => useModalStore.getState().open({ kind: 'logout-confirm' }), [])
  const logOut = useCallback(async () => {
    if (await session.logOut()) return
    useModalStore.getState().open({ kind: 'feedback', messageKey: 'common:logout.failed', tone: 'error' })
  }, [session])

  const lifecycle = useMarketLifecycle(bus, session, market)
  const sessionReady = lifecycle.settledFor === market.marketCode
  useNavigation(bus, market)
  useWarmRemoteOnIntent(remoteOfPath)
  useCartCountry(bus, market)
  useFocusOnNavigation(href, via, from)
  // After the focus: a link focused on the way back scrolls itself into view, and the place the
  // visitor left the page at wins over that.
  useScrollRestoration(href, via)
  useSessionBus(bus, session, { confirmLogout: openLogoutConfirm, logOut })
  useModalBus(bus)
  useAnalytics(bus, fallback)
  const signedIn = useSignedIn(bus)
  const searchQuery =
    route.kind === 'remote' && route.screen.name === 'search' ? (route.screen.query ?? '') : ''

  return (
    <ShellI18n key={wordsVersion} locale={market.locale} country={market.country}>
      <div data-boundary="shell" className={styles.shell}>
        <DocumentTitle
          bus={bus}
          routeBase={market}
          screen={route.kind === 'remote' ? route.screen : null}
          href={href}
        />
        <SkipLink />
        <Header
          market={market}
          searchQuery={searchQuery}
          page={href}
          section={route.kind === 'remote' ? menuSectionOf(route.screen) : null}
          onSearch={(query) => navigate(pathTo(market, { name: 'search', query }))}
          selectors={<MarketControls market={market} rest={rest} />}
          miniCart={
            // Without a session the cart cannot be read: no count is coming, so no placeholder waits for one.
            served.has('cart') && !lifecycle.failed ? (
              <MiniCartSlot fragment={fragment} ready={sessionReady} />
            ) : null
          }
          signedIn={signedIn}
        />
        {/* Focusable from code only: a navigation moves focus here, as a page load would. */}
        <main id="main" className={styles.main} tabIndex={-1}>
          {lifecycle.failed ? (
            // Without a token no remote can fetch anything: say so, instead of endless skeletons.
            <ErrorPage onRetry={lifecycle.retry} cause={lifecycle.failure ?? 'server'} />
          ) : route.kind === 'remote' ? (
            <RemotePage
              key={`${route.remote}:${market.marketCode}:${market.locale}`}
              remote={route.remote}
              screen={route.screen}
              fragment={fragment}
              ready={sessionReady}
            />
          ) : (
            <NotFoundPage homeHref={pathTo(market, { name: 'home' })} />
          )}
        </main>
        <Footer
          onContact={() => useModalStore.getState().open({ kind: 'contact' })}
          onInfo={(topic) => useModalStore.getState().open({ kind: 'info', topic })}
        />
        <ModalHost
          routeBase={market}
          locale={market.locale}
          contact={bootstrap.contact ?? {}}
          onLogout={() => void logOut()}
          info={(topic) => <InfoCard topic={topic} locale={market.locale} country={market.country} />}
        />
      </div>
    </ShellI18n>
  )
})

/** The main menu's entry a screen belongs to: a category is one of the categories. */
function menuSectionOf(screen: Screen): MenuSection | null {
  if (screen.name === 'listing') return { entry: 'listing', isPage: (screen.page ?? 1) <= 1 }
  if (screen.name === 'categories') return { entry: 'categories', isPage: true }
  if (screen.name === 'category') return { entry: 'categories', isPage: false }
  return null
}
