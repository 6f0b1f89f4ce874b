import type { MarketInfo } from '@storefront/shared/contract'
import { getShopBus } from '@storefront/shared/events'
import { matchScreen, pathTo, type Screen } from '@storefront/shared/routes'
import { useEffect, useState } from 'react'
import { App } from './app'
import { devLocation } from './dev-market'

const apiBaseOf = (commerceUrl: string) => `${commerceUrl}/api`

function screenAt(market: MarketInfo): Screen | null {
  const location = devLocation(window.location.pathname, window.location.search)
  return location ? matchScreen(location.rest, market.locale) : null
}

/**
 * Stands in for the shell when the catalog runs alone: follows the URL, turns link clicks
 * and `nav:intent` into history entries, and mounts `./App` with the props the shell would give.
 */
export function DevHost({ market, commerceUrl }: { market: MarketInfo; commerceUrl: string }) {
  const [screen, setScreen] = useState<Screen | null>(() => screenAt(market))
  const routeBase = { prefix: market.prefix, locale: market.locale }

  useEffect(() => {
    const go = (path: string) => {
      window.history.pushState(null, '', path)
      setScreen(screenAt(market))
      window.scrollTo(0, 0)
    }
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null
      if (!anchor || anchor.origin !== window.location.origin || event.defaultPrevented) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
      event.preventDefault()
      go(anchor.pathname + anchor.search)
    }
    const onPop = () => setScreen(screenAt(market))
    const off = getShopBus().subscribe('nav:intent', ({ screen: next }) =>
      go(pathTo({ prefix: market.prefix, locale: market.locale }, next as Screen)),
    )
    document.addEventListener('click', onClick)
    window.addEventListener('popstate', onPop)
    return () => {
      off()
      document.removeEventListener('click', onClick)
      window.removeEventListener('popstate', onPop)
    }
  }, [market])

  if (!screen) return <p style={{ padding: 24 }}>Not a catalog screen: {window.location.pathname}</p>
  return (
    <App
      screen={screen}
      market={market}
      locale={market.locale}
      routeBase={routeBase}
      apiBase={apiBaseOf(commerceUrl)}
      // commerce-local searches metadata, where the demo catalog keeps every language's names.
      searchAttributes="name_or_code_or_metadata"
    />
  )
}
