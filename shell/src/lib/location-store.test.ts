import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { navigate, useLocationStore } from './location-store'

describe('navigate', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/italy/eur/it/')
    useLocationStore.getState().sync()
  })

  it('leaves the scroll to the page drawn next: the page being left does not jump to its top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    navigate('/italy/eur/it/prodotti')
    expect(window.location.pathname).toBe('/italy/eur/it/prodotti')
    expect(useLocationStore.getState()).toMatchObject({ href: '/italy/eur/it/prodotti', via: 'shop' })
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('adds no history entry, and keeps the scroll, for a link to the page on show', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    const entries = window.history.length
    navigate('/italy/eur/it/')
    expect(window.history.length).toBe(entries)
    expect(scrollTo).not.toHaveBeenCalled()
    expect(useLocationStore.getState().via).toBe('history')
  })
})

describe('a move through history', () => {
  const listing = '/italy/eur/it/prodotti'
  const product = '/italy/eur/it/prodotto/OIL-1'
  // The Navigation API's place of the entry on show, moved by hand as the browser would.
  const entry = { index: 0 }

  beforeEach(() => {
    entry.index = 0
    vi.stubGlobal('navigation', { currentEntry: entry })
    window.history.replaceState(null, '', listing)
    useLocationStore.getState().sync()
  })

  afterEach(() => vi.unstubAllGlobals())

  /** The browser moves to `href`, `index` in the tab's history, and says so with `popstate`. */
  function traverse(href: string, index: number) {
    window.history.replaceState(null, '', href)
    entry.index = index
    useLocationStore.getState().sync()
  }

  it('back, names the page it left, whose link on this page led there', () => {
    entry.index = 1
    navigate(product)
    traverse(listing, 0)
    expect(useLocationStore.getState()).toMatchObject({ href: listing, via: 'history', from: product })
  })

  it('forward, names none: the page come to has no link that led from the one left', () => {
    entry.index = 1
    navigate(product)
    traverse(listing, 0)
    traverse(product, 1)
    expect(useLocationStore.getState()).toMatchObject({ href: product, via: 'history', from: null })
  })

  it('where the browser does not say which way, is taken for a step back', () => {
    vi.stubGlobal('navigation', undefined)
    navigate(product)
    traverse(listing, 0)
    traverse(product, 1)
    expect(useLocationStore.getState()).toMatchObject({ href: product, via: 'history', from: listing })
  })
})
