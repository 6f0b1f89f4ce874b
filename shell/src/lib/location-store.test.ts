import { beforeEach, describe, expect, it, vi } from 'vitest'
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
