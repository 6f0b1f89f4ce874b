import type { CommerceClient } from '@storefront/shared/commerce'
import { unreachableRetryDelay } from '@storefront/shared/constants'
import { toShopError } from '@storefront/shared/errors'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useShop } from './shop-context'

export type ResourceState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | { readonly status: 'ready'; readonly data: T }

// Recent answers by key, so going back to a page shows it at once instead of a skeleton.
const cache = new Map<string, unknown>()
const cacheLimit = 60
// Answers on their way by key: a page opened while its data is being fetched ahead (a card the
// shopper is about to open) waits for that request instead of sending its own.
const inFlight = new Map<string, Promise<unknown>>()
// When an answer fetched ahead arrived: the page that opens soon after shows it without asking
// again, even for data it otherwise refreshes (stock), since it is seconds old.
const fetchedAhead = new Map<string, number>()
const aheadFreshMs = 15_000
// Bumped by a clear, so an answer that was already on its way is not remembered after it.
let generation = 0
// Requests in the order they were sent, and by key the one whose answer is remembered: an answer
// to an older request that lands later (a slow revalidation after a refresh) is not kept over it.
let sentCount = 0
const rememberedFrom = new Map<string, number>()

/** Whether the cached answer was fetched ahead moments ago; the first page to ask uses up the mark. */
function takeFetchedAhead(key: string): boolean {
  const at = fetchedAhead.get(key)
  fetchedAhead.delete(key)
  return at !== undefined && Date.now() - at < aheadFreshMs
}

function remember(key: string, data: unknown, sent: number): void {
  cache.delete(key)
  cache.set(key, data)
  rememberedFrom.set(key, sent)
  if (cache.size <= cacheLimit) return
  const oldest = cache.keys().next().value as string
  cache.delete(oldest)
  fetchedAhead.delete(oldest)
  rememberedFrom.delete(oldest)
}

/** Forgets every cached answer; tests start from nothing with it. */
export function clearResourceCache(): void {
  cache.clear()
  inFlight.clear()
  fetchedAhead.clear()
  rememberedFrom.clear()
  generation += 1
}

/**
 * Loads the answer of a key and remembers it, unless the cache was cleared meanwhile; resolves
 * with the newest answer known for the key, which is another request's when that one was sent
 * later and answered first.
 */
function loadRemembered<T>(key: string, load: () => Promise<T>): Promise<T> {
  const loadedIn = generation
  const sent = ++sentCount
  return load().then((data) => {
    if (loadedIn !== generation) return data
    if (sent >= (rememberedFrom.get(key) ?? 0)) remember(key, data, sent)
    return cache.has(key) ? (cache.get(key) as T) : data
  })
}

/** Joins the request already on its way for a key, or sends it. */
function loadShared<T>(key: string, load: () => Promise<T>): Promise<T> {
  const pending = inFlight.get(key)
  if (pending) return pending as Promise<T>
  const loading = loadRemembered(key, load)
  const settled = () => {
    if (inFlight.get(key) === loading) inFlight.delete(key)
  }
  loading.then(settled, settled)
  inFlight.set(key, loading)
  return loading
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
 * answers, and gives a `retry` for the error state and a `refresh` that asks again while the
 * answer in hand stays shown (an answer now known to be old: stock an add was refused for). A
 * key of null loads nothing.
 */
export function useResource<T>(
  key: string | null,
  load: (client: CommerceClient) => Promise<T>,
  { revalidate = false }: ResourceOptions = {},
): ResourceState<T> & { retry: () => void; refresh: () => void } {
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
  // The retry an answer has come for: coming back to its key, the cache has what it asked for.
  const answeredRetry = useRef<{ key: string | null; count: number } | null>(null)
  // What a refresh asks with: the screen's key and loader as they are when it is called.
  const latest = useRef({ fullKey, client, load })
  latest.current = { fullKey, client, load }

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a new closure each render; the key names what it loads
  useEffect(() => {
    if (fullKey === null) return
    const spent = answeredRetry.current?.key === fullKey && answeredRetry.current.count === attempt
    const retrying = attempt > 0 && !spent
    const refreshing = cache.has(fullKey) && !retrying
    if (refreshing && (!revalidate || takeFetchedAhead(fullKey))) {
      // The answer may have landed after the render, which found nothing cached and drew the
      // skeleton (one fetched ahead as the shopper pressed, while the page rendered as a
      // transition): nothing would draw the screen again.
      setEntry({ key: fullKey, state: { status: 'ready', data: cache.get(fullKey) as T } })
      return
    }
    let current = true
    if (!refreshing) setEntry({ key: fullKey, state: { status: 'loading' } })
    // A retry asks anew: what is on its way may be the very request that failed.
    const ask = () => client().then(load)
    const loading = retrying ? loadRemembered(fullKey, ask) : loadShared(fullKey, ask)
    loading.then(
      (data) => {
        if (retrying) answeredRetry.current = { key: fullKey, count: attempt }
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
  // A failure recorded for the key gives way to an answer cached since (the page fetched ahead
  // as the shopper came back to it): the effect finds it cached and asks nothing to replace it.
  const cached: ResourceState<T> | null =
    fullKey !== null && cache.has(fullKey) ? { status: 'ready', data: cache.get(fullKey) as T } : null
  const state: ResourceState<T> =
    entry.key === fullKey && !(entry.state.status === 'error' && cached)
      ? entry.state
      : (cached ?? { status: 'loading' })

  const retry = useCallback(
    () => setRetried((last) => ({ key: fullKey, count: (last.key === fullKey ? last.count : 0) + 1 })),
    [fullKey],
  )
  // Asked anew, never joined to a request already on its way, which may hold the old answer; a
  // failure keeps what is shown, as a revalidation's does. Called, not state: nothing is asked
  // again when the screen comes back to a key, or its client changes.
  const refresh = useCallback(() => {
    const { fullKey: key, client: clientNow, load: loadNow } = latest.current
    if (key === null) return
    loadRemembered(key, () => clientNow().then(loadNow)).then(
      (data) => {
        if (latest.current.fullKey === key) setEntry({ key, state: { status: 'ready', data } })
      },
      () => undefined,
    )
  }, [])
  // Failed for the connection: asked again as soon as the browser is back online, as the shopper
  // coming out of a tunnel would with the retry button, which stays for a connection that lies.
  const failedOffline = state.status === 'error' && toShopError(state.error).code === 'network_error'
  useEffect(() => {
    if (!failedOffline) return
    globalThis.addEventListener('online', retry, { once: true })
    return () => globalThis.removeEventListener('online', retry)
  }, [failedOffline, retry])
  // Online all along, it was the shop that could not be reached: asked again in the background
  // after a growing pause, the message kept (a retry shown would redraw it, and a screen reader
  // hear it, at every try) until an answer comes and replaces it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a new closure each render; the key names what it loads
  useEffect(() => {
    if (!failedOffline || fullKey === null) return
    let current = true
    let tries = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const again = () => {
      if (globalThis.navigator?.onLine === false) return
      loadRemembered(fullKey, () => client().then(load)).then(
        (data) => {
          if (current) setEntry({ key: fullKey, state: { status: 'ready', data } })
        },
        () => {
          if (current) wait()
        },
      )
    }
    const wait = () => {
      timer = setTimeout(again, unreachableRetryDelay(tries++))
    }
    wait()
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [failedOffline, fullKey, client])
  return { ...state, retry, refresh }
}

/**
 * Fetches a screen's data ahead, into the cache its page reads (same key, same market), for a
 * page the shopper is about to open; a page opened meanwhile joins the request. Resolves with the
 * answer, or null when it failed (a page that joined shows the failure, with its retry). A key
 * already cached is not fetched again.
 */
export function usePrefetch(): <T>(
  key: string,
  load: (client: CommerceClient) => Promise<T>,
) => Promise<T | null> {
  const { client, market } = useShop()
  return useCallback(
    <T>(key: string, load: (client: CommerceClient) => Promise<T>): Promise<T | null> => {
      const fullKey = `${market.marketCode}|${key}`
      if (cache.has(fullKey)) return Promise.resolve(cache.get(fullKey) as T)
      return loadShared(fullKey, () => client().then(load)).then(
        (data) => {
          fetchedAhead.set(fullKey, Date.now())
          return data
        },
        () => null,
      )
    },
    [client, market.marketCode],
  )
}
