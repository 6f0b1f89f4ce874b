import type { MarketInfo } from '@storefront/shared/contract'
import type { ShopBus } from '@storefront/shared/events'
import { pathTo } from '@storefront/shared/routes'
import { useEffect } from 'react'
import { navigate, useLocationStore } from '../../../lib/location-store'
import { internalHref } from '../internal-href'
import { screenOfIntent } from '../screen-of-intent'

/**
 * Keeps the URL in the shell's hands: back and forward, clicks on internal links anywhere on
 * the page (remotes render plain anchors), and `nav:intent` from the bus. Everything it adds
 * it removes on unmount.
 */
export function useNavigation(bus: ShopBus, market: MarketInfo): void {
  useEffect(() => {
    const onPopState = () => useLocationStore.getState().sync()
    const onClick = (event: MouseEvent) => {
      const href = internalHref(event)
      if (href === null) return
      event.preventDefault()
      navigate(href)
    }
    window.addEventListener('popstate', onPopState)
    document.addEventListener('click', onClick)
    return () => {
      window.removeEventListener('popstate', onPopState)
      document.removeEventListener('click', onClick)
    }
  }, [])

  useEffect(
    () =>
      bus.subscribe('nav:intent', ({ screen, replace }) => {
        const target = screenOfIntent(screen)
        if (!target) return console.warn('nav:intent for an unknown screen', screen)
        navigate(pathTo(market, target), { replace: replace ?? false })
      }),
    [bus, market],
  )
}
