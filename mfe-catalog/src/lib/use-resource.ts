import type { CommerceClient } from '@storefront/shared/commerce'
import { useCallback, useEffect, useState } from 'react'
import { useShop } from './shop-context'

export type ResourceState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'ready'; readonly data: T }

// Recent answers by key, so going back to a page shows it at once instead of a skeleton.
const cache = new Map<string, unknown>()
const cacheLimit = 60
// Bumped by a clear, so an answer that was already on its way is not remembered after it.
let generation = 0

function remember(key: string, data: unknown): void {
  cache.delete(key)
  cache.set(key, data)
  if (cache.size > cacheLimit) cache.delete(cache.keys().next().value as string)
}

/** Forgets every cached answer; tests start from nothing with it. */
export function clearResourceCache(): void {
  cache.clear()
  generation += 1
}

export interface ResourceOptions {
  /**
   * Show a cached answer at once but ask again, replacing it when the new one arrives: for data
   * that moves while the visitor browses, such as stock. A failed refresh keeps the cached answer.
   */
  readonly revalidate?: boolean
}

/**
 * Server data for one screen: loads `load(client)` once per key and market, keeps the last
 * answers, and gives a `retry` for the error state. A key of null loads nothing.
 */
export function useResource<T>(
  key: string | null,
  load: (client: CommerceClient) => Promise<T>,
  { revalidate = false }: ResourceOptions = {},
): ResourceState<T> & { retry: () => void } {
  const { client, market } = useShop()
  const fullKey = key === null ? null : `${market.marketCode}|${key}`
  const [entry, setEntry] = useState<{ key: string | null; state: ResourceState<T> }>({
    key: null,
    state: { status: 'loading' },
  })
  // Retries count for the key they were asked for: a retry on one page must not make every page
  // after it skip the cache.
  const [retried, setRetried] = useState<{ key: string | null; count: number }>({ key: null, count: 0 })
  const attempt = retried.key === fullKey ? retried.count : 0

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a new closure each render; the key names what it loads
  useEffect(() => {
    if (fullKey === null) return
    const refreshing = cache.has(fullKey) && attempt === 0
    if (refreshing && !revalidate) return
    let current = true
    const loadedIn = generation
    if (!refreshing) setEntry({ key: fullKey, state: { status: 'loading' } })
    client()
      .then(load)
      .then(
        (data) => {
          if (loadedIn === generation) remember(fullKey, data)
          if (current) setEntry({ key: fullKey, state: { status: 'ready', data } })
        },
        (error: unknown) => {
          if (current && !refreshing) setEntry({ key: fullKey, state: { status: 'error', error } })
        },
      )
    return () => {
      current = false
    }
  }, [fullKey, attempt, client, revalidate])

  // A key whose answer is cached shows at once; a new key starts loading, never with old data.
  const state: ResourceState<T> =
    entry.key === fullKey
      ? entry.state
      : fullKey !== null && cache.has(fullKey)
        ? { status: 'ready', data: cache.get(fullKey) as T }
        : { status: 'loading' }

  const retry = useCallback(
    () => setRetried((last) => ({ key: fullKey, count: (last.key === fullKey ? last.count : 0) + 1 })),
    [fullKey],
  )
  return { ...state, retry }
}
