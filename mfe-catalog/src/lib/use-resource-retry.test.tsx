import { unreachableRetryDelaysMs } from '@storefront/shared/constants'
import { getShopBus } from '@storefront/shared/events'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { markets, testToken } from '../test/render-catalog'
import { ShopProvider } from './shop-context'
import { clearResourceCache, usePrefetch, useResource } from './use-resource'

const market = markets.it as NonNullable<typeof markets.it>

function wrapper({ children }: { children: ReactNode }) {
  return (
    <ShopProvider market={market} locale="it" routeBase={market} apiBase="/api" bus={getShopBus()}>
      {children}
    </ShopProvider>
  )
}

beforeEach(() => {
  clearResourceCache()
  getShopBus().publish('session:changed', {
    kind: 'guest',
    accessToken: testToken,
    expiresAt: Date.now() + 3_600_000,
    marketCode: market.marketCode,
    reason: 'init',
  })
})

describe('useResource after a retry', () => {
  it('still shows a page seen before from the cache, without asking again', async () => {
    const loads: string[] = []
    let failing = true
    const load = (key: string) => async () => {
      loads.push(key)
      if (key === 'page-2' && failing) throw new Error('down')
      return `data of ${key}`
    }
    const { result, rerender } = renderHook(({ page }) => useResource(page, load(page)), {
      wrapper,
      initialProps: { page: 'page-1' },
    })
    await waitFor(() => expect(result.current.status).toBe('ready'))

    rerender({ page: 'page-2' })
    await waitFor(() => expect(result.current.status).toBe('error'))
    failing = false
    act(() => result.current.retry())
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'data of page-2' }))

    rerender({ page: 'page-1' })
    expect(result.current).toMatchObject({ status: 'ready', data: 'data of page-1' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(result.current).toMatchObject({ status: 'ready', data: 'data of page-1' })
    expect(loads).toEqual(['page-1', 'page-2', 'page-2'])

    // Back on the page retried: its answer is in hand, and the retry was spent on it.
    const seen: string[] = []
    rerender({ page: 'page-2' })
    seen.push(result.current.status)
    await new Promise((resolve) => setTimeout(resolve, 50))
    seen.push(result.current.status)
    expect(seen).toEqual(['ready', 'ready'])
    expect(loads).toEqual(['page-1', 'page-2', 'page-2'])
  })
})

describe('useResource after a failure', () => {
  it('shows a page that failed once from the cache, once its answer is there', async () => {
    let failing = true
    const load = (key: string) => async () => {
      if (key === 'page-2' && failing) throw new Error('down')
      return `data of ${key}`
    }
    const { result, rerender } = renderHook(
      ({ page }) => ({ page: useResource(page, load(page)), prefetch: usePrefetch() }),
      { wrapper, initialProps: { page: 'page-1' } },
    )
    await waitFor(() => expect(result.current.page.status).toBe('ready'))
    rerender({ page: 'page-2' })
    await waitFor(() => expect(result.current.page.status).toBe('error'))
    rerender({ page: 'page-1' })
    expect(result.current.page).toMatchObject({ status: 'ready', data: 'data of page-1' })

    // The shopper rests on "Next": the page is fetched ahead, this time with an answer.
    failing = false
    await act(() => result.current.prefetch('page-2', load('page-2')))
    rerender({ page: 'page-2' })
    expect(result.current.page).toMatchObject({ status: 'ready', data: 'data of page-2' })
  })
})

describe('useResource after a failed connection', () => {
  it('asks again once the browser is back online, and only for a failure of the connection', async () => {
    let offline = true
    const loads: string[] = []
    const load = (key: string) => async () => {
      loads.push(key)
      if (key === 'refused') throw new Error('refused')
      if (offline) throw new TypeError('Failed to fetch')
      return `data of ${key}`
    }
    const { result, rerender } = renderHook(({ key }) => useResource(key, load(key)), {
      wrapper,
      initialProps: { key: 'listing' },
    })
    await waitFor(() => expect(result.current.status).toBe('error'))
    offline = false
    act(() => {
      globalThis.dispatchEvent(new Event('online'))
    })
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'data of listing' }))

    rerender({ key: 'refused' })
    await waitFor(() => expect(result.current.status).toBe('error'))
    act(() => {
      globalThis.dispatchEvent(new Event('online'))
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(result.current.status).toBe('error')
    expect(loads).toEqual(['listing', 'listing', 'refused'])
  })

  it('asks again in the background while the shop cannot be reached, keeping the message until an answer comes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      let reachable = false
      const loads: number[] = []
      const load = async () => {
        loads.push(Date.now())
        if (!reachable) throw new TypeError('Failed to fetch')
        return 'the listing'
      }
      const statuses: string[] = []
      const { result } = renderHook(
        () => {
          const state = useResource('listing', load)
          statuses.push(state.status)
          return state
        },
        { wrapper },
      )
      await waitFor(() => expect(result.current.status).toBe('error'))
      const failedAt = statuses.length
      // The browser online all along: no 'online' event will come.
      await act(() => vi.advanceTimersByTimeAsync(unreachableRetryDelaysMs[0]))
      expect(result.current.status).toBe('error')
      reachable = true
      await act(() => vi.advanceTimersByTimeAsync(unreachableRetryDelaysMs[1]))
      await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 'the listing' }))
      // Never a skeleton in between: the message stayed until the answer replaced it.
      expect(statuses.slice(failedAt)).not.toContain('loading')
      expect(loads).toHaveLength(3)
    } finally {
      vi.useRealTimers()
    }
  })
})
