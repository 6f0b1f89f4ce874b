import type { CommerceClient, SessionClient } from '@storefront/shared/commerce'
import { createSessionClient } from '@storefront/shared/commerce'
import type { MarketInfo } from '@storefront/shared/contract'
import type { ShopBus } from '@storefront/shared/events'
import { type LocaleTag, localeTag } from '@storefront/shared/i18n'
import type { Locale } from '@storefront/shared/markets'
import type { RouteBase } from '@storefront/shared/routes'
import { createContext, type ReactNode, useContext, useEffect, useMemo, useReducer, useRef } from 'react'
import { sessionForMarket } from './market-session'
import { defaultSearchAttributes } from './text-search'

export interface Shop {
  readonly market: MarketInfo
  readonly locale: Locale
  /** For Intl: the language with the market's country, so a Swiss visitor sees `CHF 24.90`. */
  readonly tag: LocaleTag
  readonly routeBase: RouteBase
  readonly bus: ShopBus
  /**
   * An absolute URL for an asset the API names by path (`/images/OIL.svg`): images live
   * beside the API, which need not be the page's origin.
   */
  readonly assetUrl: (path: string) => string
  /** Resolves with an SDK client on the shell's current session token. */
  readonly client: () => Promise<CommerceClient>
  /** What a search matches (`name_or_code`), as the deployment configures it. */
  readonly searchAttributes: string
}

const ShopContext = createContext<Shop | null>(null)

interface ShopProviderProps {
  readonly market: MarketInfo
  readonly locale: Locale
  readonly routeBase: RouteBase
  readonly apiBase: string
  readonly searchAttributes?: string | undefined
  readonly bus: ShopBus
  readonly children: ReactNode
}

// One session client per mount, disposed on unmount so a remote mounted many times leaves no
// listener on the bus; re-created when React mounts the same tree again (StrictMode).
function useSessionClient(bus: ShopBus, apiBase: string): SessionClient {
  const ref = useRef<SessionClient | null>(null)
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  if (!ref.current) ref.current = createSessionClient(bus, apiBase, { app: 'catalog' })
  useEffect(() => {
    if (!ref.current) {
      ref.current = createSessionClient(bus, apiBase, { app: 'catalog' })
      rerender()
    }
    const sessions = ref.current
    return () => {
      sessions.dispose()
      ref.current = null
    }
  }, [bus, apiBase])
  return ref.current
}

export function ShopProvider({
  market,
  locale,
  routeBase,
  apiBase,
  searchAttributes = defaultSearchAttributes,
  bus,
  children,
}: ShopProviderProps) {
  const sessions = useSessionClient(bus, apiBase)
  const value = useMemo<Shop>(
    () => ({
      market,
      locale,
      tag: localeTag(locale, market.country),
      routeBase,
      bus,
      assetUrl: (path) => new URL(path, new URL(apiBase, globalThis.location?.href)).href,
      client: () => sessionForMarket(bus, market.marketCode).then(() => sessions.ready()),
      searchAttributes,
    }),
    [market, locale, routeBase, bus, sessions, apiBase, searchAttributes],
  )
  return <ShopContext.Provider value={value}>{children}</ShopContext.Provider>
}

export function useShop(): Shop {
  const shop = useContext(ShopContext)
  if (!shop) throw new Error('useShop outside ShopProvider')
  return shop
}
