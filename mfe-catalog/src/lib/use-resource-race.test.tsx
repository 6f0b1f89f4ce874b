import { getShopBus } from '@storefront/shared/events'
import { startTransition, useRef } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { markets, testToken } from '../test/render-catalog'
import { ShopProvider } from './shop-context'
import { clearResourceCache, usePrefetch, useResource } from './use-resource'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

afterEach(() => clearResourceCache())

/**
 * Asks for the screen's data ahead as it first renders, as a card pressed does while the shell
 * renders its page as a transition: the answer lands after the render and before its effects.
 */
function PressedPage() {
  const prefetch = usePrefetch()
  const asked = useRef(false)
  if (!asked.current) {
    asked.current = true
    void prefetch('race', async () => 'the product')
  }
  const resource = useResource('race', async () => 'the product')
  return <p>{resource.status === 'ready' ? resource.data : resource.status}</p>
}

describe('a screen whose answer lands between its render and its effects', () => {
  it('draws the answer, not the skeleton it rendered before the answer came', async () => {
    // Outside act: React runs a transition's effects in a later task, as in the browser, and the
    // answer's promise settles in between.
    const actBefore = globalThis.IS_REACT_ACT_ENVIRONMENT
    globalThis.IS_REACT_ACT_ENVIRONMENT = false
    const market = markets.gb ?? markets.it
    if (!market) throw new Error('no test market')
    const bus = getShopBus()
    bus.publish('session:changed', {
      kind: 'guest',
      accessToken: testToken,
      expiresAt: Date.now() + 3_600_000,
      marketCode: market.marketCode,
      reason: 'init',
    })
    const container = document.body.appendChild(document.createElement('div'))
    const root = createRoot(container)
    try {
      startTransition(() =>
        root.render(
          <ShopProvider
            market={market}
            locale={market.locale}
            routeBase={{ prefix: market.prefix, locale: market.locale }}
            apiBase="http://api.test/api"
            bus={bus}
          >
            <PressedPage />
          </ShopProvider>,
        ),
      )
      await vi.waitFor(() => expect(container.textContent).toBe('the product'))
    } finally {
      root.unmount()
      container.remove()
      globalThis.IS_REACT_ACT_ENVIRONMENT = actBefore
    }
  })
})
