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

  it('keeps asking for words that cannot come, but never more often than every few seconds', async () => {
    vi.useFakeTimers()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.mocked(isDictionaryLoaded).mockImplementation((locale) => locale !== 'en')
    vi.mocked(loadDictionary).mockRejectedValue(new TypeError('Failed to fetch'))
    visit('/italy/eur/en/products')
    renderHook(() => useWordedHref(italy))
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000))
    const inFiveMinutes = vi.mocked(loadDictionary).mock.calls.length
    await act(() => vi.advanceTimersByTimeAsync(5 * 60_000))
    const inTenMinutes = vi.mocked(loadDictionary).mock.calls.length
    // Still trying after ten minutes, at a pace a shop offline for a while can bear.
    expect(inTenMinutes).toBeGreaterThan(inFiveMinutes)
    expect(inTenMinutes).toBeLessThanOrEqual((10 * 60) / 5)
  })

  it('asks once, not twice, when the connection comes back while a retry waits', async () => {
    vi.useFakeTimers()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const asks = answerEnglishWhenTold()
    visit('/italy/eur/en/products')
    renderHook(() => useWordedHref(italy))
    await act(async () => asks[0]?.reject(new TypeError('Failed to fetch')))
    await act(async () => {
      window.dispatchEvent(new Event('online'))
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(asks).toHaveLength(2)
    await act(async () => asks[1]?.reject(new TypeError('Failed to fetch')))
    // The retry the connection started replaced the one that waited, and waits a longer pause.
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(asks).toHaveLength(2)
  })

  it.each([
    ['while its words are first asked for', async (_asks: Answer[]) => undefined],
    [
      'while waiting to ask again',
      async (asks: Answer[]) => act(async () => asks[0]?.reject(new TypeError('Failed to fetch'))),
    ],
    [
      'while asking again',
      async (asks: Answer[]) => {
        await act(async () => asks[0]?.reject(new TypeError('Failed to fetch')))
        await act(async () => {
          window.dispatchEvent(new Event('online'))
          await vi.advanceTimersByTimeAsync(0)
        })
      },
    ],
  ])('stops asking for a language’s words once the shopper has left it %s', async (_, before) => {
    vi.useFakeTimers()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const asks = answerEnglishWhenTold()
    visit('/italy/eur/en/products')
    renderHook(() => useWordedHref(italy))
    await before(asks)
    const asked = asks.length
    act(() => visit('/italy/eur/de/produkte'))
    await act(async () => {
      for (const ask of asks) ask.reject(new TypeError('Failed to fetch'))
      window.dispatchEvent(new Event('online'))
      await vi.advanceTimersByTimeAsync(10 * 60_000)
    })
    expect(asks).toHaveLength(asked)
  })

  it('does not render the page again for late words of a language the shopper has left', async () => {
    vi.useFakeTimers()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const asks = answerEnglishWhenTold()
    visit('/italy/eur/en/products')
    const { result } = renderHook(() => useWordedHref(italy))
    await act(async () => asks[0]?.reject(new TypeError('Failed to fetch')))
    await act(async () => {
      window.dispatchEvent(new Event('online'))
      await vi.advanceTimersByTimeAsync(0)
    })
    act(() => visit('/italy/eur/de/produkte'))
    await act(async () => asks[1]?.resolve())
    // Rendering again from scratch would throw away what the German page holds (a half-typed form).
    expect(result.current).toEqual({ href: '/italy/eur/de/produkte', wordsVersion: 0 })
  })
})

interface Answer {
  readonly resolve: () => void
  readonly reject: (error: Error) => void
}

/** Every language's words are there but English's, and each ask for them waits for the test to answer it. */
function answerEnglishWhenTold(): Answer[] {
  const asks: Answer[] = []
  vi.mocked(isDictionaryLoaded).mockImplementation((locale) => locale !== 'en')
  vi.mocked(loadDictionary).mockImplementation((locale) =>
    locale === 'en'
      ? new Promise<void>((resolve, reject) => asks.push({ resolve, reject }))
      : Promise.resolve(),
  )
  return asks
}
