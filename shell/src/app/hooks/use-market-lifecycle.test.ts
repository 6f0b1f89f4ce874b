import type { MarketInfo } from '@storefront/shared/contract'
import { getShopBus } from '@storefront/shared/events'
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { TokenRequestError } from '../../features/session/api/request-token'
import type { SessionManager } from '../../features/session/session-manager'
import { useMarketLifecycle } from './use-market-lifecycle'

const market = (marketCode: string, country: string): MarketInfo => ({
  marketId: `id-${marketCode}`,
  marketCode,
  country,
  currency: 'EUR',
  locale: 'it',
  prefix: `/${country.toLowerCase()}/eur/it`,
})

/** A session whose starts the test settles one by one, in any order. */
function controlledSession() {
  const starts = new Map<string, { resolve: () => void; reject: (error: unknown) => void }>()
  const session = {
    start: vi.fn(
      (code: string) =>
        new Promise<void>((resolve, reject) => {
          starts.set(code, { resolve, reject })
        }),
    ),
    dispose: vi.fn(),
  } as unknown as SessionManager
  return { session, starts }
}

describe('useMarketLifecycle', () => {
  it('settles for the market on the page when an older market’s start answers last', async () => {
    const { session, starts } = controlledSession()
    const { result, rerender } = renderHook(({ info }) => useMarketLifecycle(getShopBus(), session, info), {
      initialProps: { info: market('it', 'IT') },
    })
    rerender({ info: market('de', 'DE') })

    await act(async () => starts.get('de')?.resolve())
    expect(result.current.settledFor).toBe('de')
    await act(async () => starts.get('it')?.resolve())
    expect(result.current.settledFor).toBe('de')
  })

  it('shows no error page for a market the visitor already left', async () => {
    const { session, starts } = controlledSession()
    const { result, rerender } = renderHook(({ info }) => useMarketLifecycle(getShopBus(), session, info), {
      initialProps: { info: market('it', 'IT') },
    })
    rerender({ info: market('de', 'DE') })

    await act(async () => starts.get('de')?.resolve())
    await act(async () => starts.get('it')?.reject(new TokenRequestError(503, 'generic_error')))
    expect(result.current.failed).toBe(false)
    expect(result.current.settledFor).toBe('de')
  })

  it('leaves the failed market’s error page for the next market’s wait once the visitor changes country', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { session, starts } = controlledSession()
    const { result, rerender } = renderHook(({ info }) => useMarketLifecycle(getShopBus(), session, info), {
      initialProps: { info: market('it', 'IT') },
    })
    await act(async () => starts.get('it')?.reject(new TokenRequestError(503, 'generic_error')))
    expect(result.current.failed).toBe(true)

    rerender({ info: market('de', 'DE') })
    // The German session is still on its way: nothing has failed for it.
    expect(result.current).toMatchObject({ failed: false, failure: null })
  })

  it('settles with the failure when the market on the page cannot start', async () => {
    const { session, starts } = controlledSession()
    const { result } = renderHook(() => useMarketLifecycle(getShopBus(), session, market('it', 'IT')))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)

    await act(async () => starts.get('it')?.reject(new TokenRequestError(503, 'generic_error')))
    expect(result.current).toMatchObject({ settledFor: 'it', failed: true, failure: 'server' })
  })

  it('starts again by itself when the connection comes back, and only while it has failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { session, starts } = controlledSession()
    const { result } = renderHook(() => useMarketLifecycle(getShopBus(), session, market('it', 'IT')))
    await act(async () => starts.get('it')?.reject(new TypeError('Failed to fetch')))
    expect(result.current.failed).toBe(true)

    await act(async () => window.dispatchEvent(new Event('online')))
    expect(session.start).toHaveBeenCalledTimes(2)
    await act(async () => starts.get('it')?.resolve())
    expect(result.current.failed).toBe(false)

    await act(async () => window.dispatchEvent(new Event('online')))
    expect(session.start).toHaveBeenCalledTimes(2)
  })

  it('starts again by itself when the shopper comes back to the tab after it failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { session, starts } = controlledSession()
    renderHook(() => useMarketLifecycle(getShopBus(), session, market('it', 'IT')))
    await act(async () => starts.get('it')?.reject(new TypeError('Failed to fetch')))
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')

    await act(async () => document.dispatchEvent(new Event('visibilitychange')))
    expect(session.start).toHaveBeenCalledTimes(1)
    visibility.mockReturnValue('visible')
    await act(async () => document.dispatchEvent(new Event('visibilitychange')))
    expect(session.start).toHaveBeenCalledTimes(2)
  })
})
