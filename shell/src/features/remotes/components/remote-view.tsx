import { getShopBus } from '@storefront/shared/events'
import type { RemoteName, Screen } from '@storefront/shared/routes'
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react'
import { messageOf, reportClientError } from '../../../lib/report-client-error'
import { bustRemote, registeredVersion } from '../api/federation'
import { reportAvailability } from '../api/report-availability'
import { useFocusAfterRetry } from '../hooks/use-focus-after-retry'
import { useRemoteComponent } from '../hooks/use-remote-component'
import { RemoteBoundary } from './remote-boundary'
import { RemoteUnavailable } from './remote-unavailable'

interface Props<P> {
  readonly remote: RemoteName
  /** The federation id of the exposed module, e.g. `catalog/App`. */
  readonly id: string
  readonly props: P
  readonly skeleton: ReactNode
  readonly compact?: boolean
  /** False keeps the skeleton up while the module already loads, e.g. until the market's session is there. */
  readonly ready?: boolean
  /**
   * The page's screen, for the remote that shows the page: one that threw is mounted again on the
   * next screen, and the fallback standing in for it names the page.
   */
  readonly screen?: Screen
}

/**
 * Mounts one exposed component of a remote: a skeleton while it loads, and the translated
 * fallback with a retry button when it cannot load or throws. A remote that failed is busted
 * from the runtime's cache at once (`loadExposed` does it for a failed load), so a retry, or the
 * page mounting it again, loads it afresh. Whether it could be loaded goes on the bus.
 */
export function RemoteView<P extends object>({
  remote,
  id,
  props,
  skeleton,
  compact = false,
  ready = true,
  screen,
}: Props<P>) {
  const [attempt, setAttempt] = useState(0)
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const state = useRemoteComponent<P>(id, attempt)
  const version = registeredVersion(remote)
  // Others waiting for this remote (an add to cart waits for the cart) learn it will not come.
  useEffect(() => {
    if (state.status !== 'loading') reportAvailability(getShopBus(), remote, state.status === 'ready')
  }, [state.status, remote])
  // Its team learns it too.
  const loadError = state.status === 'failed' ? state.error : undefined
  useEffect(() => {
    if (loadError !== undefined)
      reportClientError({ kind: 'remote-load', app: remote, version, message: messageOf(loadError) })
  }, [loadError, remote, version])
  // A remote that could not load (a phone in a tunnel) loads again once the browser is back
  // online, with no press of retry; one that threw would throw again, and is left to the button.
  const failedToLoad = state.status === 'failed'
  useEffect(() => {
    if (!failedToLoad) return
    globalThis.addEventListener('online', retry, { once: true })
    return () => globalThis.removeEventListener('online', retry)
  }, [failedToLoad, retry])
  const renderFailed = useCallback(
    (error: unknown) => {
      bustRemote(remote)
      reportClientError({ kind: 'remote-render', app: remote, version, message: messageOf(error) })
    },
    [remote, version],
  )
  const { view, retryButton, retryHere } = useFocusAfterRetry(retry, state, ready)
  // The shell makes the screen anew on each render: one object per screen, so the fallback names
  // the page once and the boundary resets on another screen only.
  const screenKey = screen && JSON.stringify(screen)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the screen
  const page = useMemo(() => screen, [screenKey])
  const fallback = (
    <RemoteUnavailable onRetry={retryHere} compact={compact} retryRef={retryButton} namesPage={page} />
  )
  let content: ReactNode = skeleton
  if (state.status === 'failed') content = fallback
  if (state.status === 'ready' && ready) {
    const { Component } = state
    content = (
      <RemoteBoundary key={attempt} name={id} fallback={fallback} onError={renderFailed} resetKey={screenKey}>
        <Component {...props} />
      </RemoteBoundary>
    )
  }
  return (
    <div
      ref={view}
      data-remote={remote}
      data-remote-version={version}
      aria-busy={state.status === 'loading' || !ready}
    >
      {content}
    </div>
  )
}
