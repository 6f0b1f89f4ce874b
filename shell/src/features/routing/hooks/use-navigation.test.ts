import { getShopBus } from '@storefront/shared/events'
import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { navigate, useLocationStore } from '../../../lib/location-store'
import { marketOfBootstrap } from '../../../lib/market-of-path'
import { sampleBootstrap } from '../../../testing/sample-bootstrap'
import { useNavigation } from './use-navigation'

const italy = marketOfBootstrap(sampleBootstrap())

function renderNavigation() {
  const bus = getShopBus()
  renderHook(() => useNavigation(bus, italy))
  return bus
}

describe('useNavigation', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/italy/eur/it/')
    useLocationStore.getState().sync()
  })

  it('follows the browser’s back button to the page the address bar shows', () => {
    renderNavigation()
    act(() => navigate('/italy/eur/it/prodotti'))
    act(() => {
      // What the back button does: the address changes, then the page hears `popstate`.
      window.history.replaceState(null, '', '/italy/eur/it/')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(useLocationStore.getState()).toMatchObject({ href: '/italy/eur/it/', via: 'history' })
  })

  it('replaces the current history entry when a navigation intent asks to', () => {
    const bus = renderNavigation()
    const entries = window.history.length
    act(() => bus.publish('nav:intent', { screen: { name: 'cart' }, replace: true }))
    expect(window.location.pathname).toBe('/italy/eur/it/carrello')
    expect(window.history.length).toBe(entries)
    act(() => bus.publish('nav:intent', { screen: { name: 'listing' } }))
    expect(window.location.pathname).toBe('/italy/eur/it/prodotti')
    expect(window.history.length).toBe(entries + 1)
  })

  it('stays on the page for an intent naming a screen the shop does not have', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const bus = renderNavigation()
    act(() => bus.publish('nav:intent', { screen: { name: 'product' } }))
    expect(window.location.pathname).toBe('/italy/eur/it/')
  })
})
