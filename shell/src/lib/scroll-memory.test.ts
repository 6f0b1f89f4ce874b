import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { navigate, useLocationStore } from './location-store'
import { entryDrawn, resetScrollMemory, shownPosition, startScrollMemory } from './scroll-memory'

let stop: () => void = () => {}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
}

/**
 * What `popstate` does: the browser shows another entry, with its state, and the shell reads it;
 * then the page renders, unless `drawn` is false (the visitor moved on before it could).
 */
function moveThroughHistoryTo(state: unknown, href: string, { drawn = true } = {}) {
  window.history.replaceState(state, '', href)
  useLocationStore.getState().sync()
  if (drawn) entryDrawn()
}

/** A link followed, and its page rendered. */
function open(href: string) {
  navigate(href)
  entryDrawn()
}

beforeEach(() => {
  sessionStorage.clear()
  resetScrollMemory()
  window.history.replaceState(null, '', '/italy/eur/it/')
  useLocationStore.getState().sync()
  scrollTo(0)
  stop = startScrollMemory()
})

afterEach(() => stop())

describe('scroll memory', () => {
  it('takes restoration over from the browser and gives it back when stopped', () => {
    expect(window.history.scrollRestoration).toBe('manual')
    stop()
    expect(window.history.scrollRestoration).toBe('auto')
  })

  it('keys the entry on show, keeping what else its state holds', () => {
    stop()
    window.history.replaceState({ other: 'kept' }, '')
    stop = startScrollMemory()
    expect(window.history.state).toEqual({ other: 'kept', shopEntry: expect.any(String) })
  })

  it('returns each page of the history to where the visitor left it', () => {
    const listing = window.history.state
    scrollTo(1500)
    open('/italy/eur/it/prodotto/OIL-EVO-TUSCANY-500')
    const product = window.history.state
    expect(product.shopEntry).not.toBe(listing.shopEntry)
    expect(shownPosition()).toBe(0)

    scrollTo(300)
    moveThroughHistoryTo(listing, '/italy/eur/it/')
    expect(shownPosition()).toBe(1500)
    scrollTo(1200)
    moveThroughHistoryTo(product, '/italy/eur/it/prodotto/OIL-EVO-TUSCANY-500')
    expect(shownPosition()).toBe(300)
    moveThroughHistoryTo(listing, '/italy/eur/it/')
    expect(shownPosition()).toBe(1200)
  })

  it('finds the positions again after a reload, in the tab’s session storage', () => {
    const listing = window.history.state
    scrollTo(1500)
    open('/italy/eur/it/prodotti?page=2')
    moveThroughHistoryTo(listing, '/italy/eur/it/')
    stop()
    resetScrollMemory()

    stop = startScrollMemory()
    moveThroughHistoryTo(listing, '/italy/eur/it/')
    expect(shownPosition()).toBe(1500)
  })

  it('keeps the place the page was left at when the visitor reloads or leaves the site', () => {
    scrollTo(900)
    window.dispatchEvent(new Event('pagehide'))
    stop()
    resetScrollMemory()
    stop = startScrollMemory()
    expect(shownPosition()).toBe(900)
  })

  it('keys an entry the browser made, as the skip link’s #main does, so it is remembered too', () => {
    const listing = window.history.state
    moveThroughHistoryTo(null, '/italy/eur/it/#main')
    const skipped = window.history.state
    expect(skipped.shopEntry).toEqual(expect.any(String))
    scrollTo(180)
    open('/italy/eur/it/prodotti?page=2')
    moveThroughHistoryTo(skipped, '/italy/eur/it/#main')
    expect(shownPosition()).toBe(180)
    moveThroughHistoryTo(listing, '/italy/eur/it/')
    expect(shownPosition()).toBe(0)
  })

  it('keeps no place for a page left before it was drawn: the scroll then was the page before’s', () => {
    const listing = window.history.state
    scrollTo(2800)
    // A tap, and Back before the product rendered: the listing is still on the screen, scrolled.
    navigate('/italy/eur/it/prodotto/OIL-EVO-TUSCANY-500')
    const product = window.history.state
    moveThroughHistoryTo(listing, '/italy/eur/it/', { drawn: false })
    expect(shownPosition()).toBe(2800)
    moveThroughHistoryTo(product, '/italy/eur/it/prodotto/OIL-EVO-TUSCANY-500')
    expect(shownPosition()).toBe(0)
  })

  it('keeps its place for a page gone through without drawing it, two steps back at once', () => {
    const listing = window.history.state
    scrollTo(2600)
    open('/italy/eur/it/prodotto/CANTUCCI')
    const product = window.history.state
    scrollTo(250)
    open('/italy/eur/it/categorie/sweets')
    scrollTo(500)
    moveThroughHistoryTo(product, '/italy/eur/it/prodotto/CANTUCCI', { drawn: false })
    moveThroughHistoryTo(listing, '/italy/eur/it/')
    expect(shownPosition()).toBe(2600)
    moveThroughHistoryTo(product, '/italy/eur/it/prodotto/CANTUCCI')
    expect(shownPosition()).toBe(250)
  })

  it('keeps the fifty entries left last', () => {
    const first = window.history.state
    scrollTo(700)
    for (let page = 2; page <= 52; page++) open(`/italy/eur/it/prodotti?page=${page}`)
    const kept: unknown[] = JSON.parse(sessionStorage.getItem('shop:scroll-positions') ?? '[]')
    expect(kept).toHaveLength(50)
    moveThroughHistoryTo(first, '/italy/eur/it/')
    expect(shownPosition()).toBe(0)
  })

  it('reads only the stored pairs of an entry and a position, so no page scrolls to a stray value', () => {
    stop()
    const stored = [
      ['listing', 'far down'],
      ['search', null],
      [7, 40],
      ['product', 250],
    ]
    sessionStorage.setItem('shop:scroll-positions', JSON.stringify(stored))
    resetScrollMemory()
    stop = startScrollMemory()
    for (const entry of ['listing', 'search', '7']) {
      moveThroughHistoryTo({ shopEntry: entry }, '/italy/eur/it/')
      expect(shownPosition()).toBe(0)
    }
    moveThroughHistoryTo({ shopEntry: 'product' }, '/italy/eur/it/prodotto/OIL-EVO-TUSCANY-500')
    expect(shownPosition()).toBe(250)
  })

  it('starts without positions when the stored ones are not its own', () => {
    sessionStorage.setItem('shop:scroll-positions', '{"not": "pairs"')
    resetScrollMemory()
    expect(() => startScrollMemory()).not.toThrow()
    expect(shownPosition()).toBe(0)
  })
})
