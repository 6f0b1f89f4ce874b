import { beforeEach, describe, expect, it, vi } from 'vitest'
import { navigate, useLocationStore } from './location-store'

describe('navigate', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/italy/eur/it/')
    useLocationStore.getState().sync()
  })

  it('opens the new page at its top, as a page load would', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    navigate('/italy/eur/it/prodotti')
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
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
