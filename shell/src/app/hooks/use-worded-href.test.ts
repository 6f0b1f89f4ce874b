import type { MarketInfo } from '@storefront/shared/contract'
import { isDictionaryLoaded, loadDictionary } from '@storefront/shared/i18n'
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useLocationStore } from '../../lib/location-store'
import { useWordedHref } from './use-worded-href'

vi.mock('@storefront/shared/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@storefront/shared/i18n')>()),
  isDictionaryLoaded: vi.fn(),
  loadDictionary: vi.fn(),
}))

const italy: MarketInfo = {
  marketId: 'mkIt',
  marketCode: 'it',
  country: 'IT',
  currency: 'EUR',
  locale: 'it',
  prefix: '/italy/eur/it',
}

function visit(path: string) {
  window.history.replaceState(null, '', path)
  useLocationStore.getState().sync()
}

afterEach(() => vi.useRealTimers())

describe('useWordedHref', () => {
  it('renders a language whose words could not come, and again from scratch once they do', async () => {
    vi.useFakeTimers()
    let english = false
    vi.mocked(isDictionaryLoaded).mockImplementation((locale) => locale !== 'en' || english)
    vi.mocked(loadDictionary).mockImplementation(async (locale) => {
      if (locale === 'en' && !navigator.onLine) throw new TypeError('Failed to fetch')
      english = true
    })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    visit('/italy/eur/it/prodotti')
    const { result } = renderHook(() => useWordedHref(italy))

    act(() => visit('/italy/eur/en/products'))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(result.current).toEqual({ href: '/italy/eur/en/products', wordsVersion: 0 })
    // Still offline at the first retry.
    await act(() => vi.advanceTimersByTimeAsync(5_000))
    expect(result.current.wordsVersion).toBe(0)

    offline.mockReturnValue(true)
    await act(async () => {
      window.dispatchEvent(new Event('online'))
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(result.current).toEqual({ href: '/italy/eur/en/products', wordsVersion: 1 })
  })

  it('keeps showing the page it leaves until the new language’s words have arrived', async () => {
    let english = false
    let arrive: () => void = () => undefined
    vi.mocked(isDictionaryLoaded).mockImplementation((locale) => locale !== 'en' || english)
    vi.mocked(loadDictionary).mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          arrive = () => {
            english = true
            resolve()
          }
        }),
    )
    visit('/italy/eur/it/prodotti')
    const { result } = renderHook(() => useWordedHref(italy))
    // German is there already: it shows at once.
    act(() => visit('/italy/eur/de/produkte'))
    expect(result.current.href).toBe('/italy/eur/de/produkte')

    act(() => visit('/italy/eur/en/products'))
    expect(result.current.href).toBe('/italy/eur/de/produkte')
    await act(async () => arrive())
    expect(result.current).toEqual({ href: '/italy/eur/en/products', wordsVersion: 0 })
  })
})
