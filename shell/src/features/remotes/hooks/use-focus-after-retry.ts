import { type RefObject, useCallback, useEffect, useRef } from 'react'

/**
 * Where the focus goes after the fallback's retry button was pressed. The button leaves with the
 * fallback for a skeleton, which drops a keyboard or screen-reader user at the top of the
 * document: once the retry settles, the focus goes to the new retry button if it failed again,
 * or to the page's main content (a header fragment: its first control) if the remote mounted.
 * A shopper who moved the focus elsewhere meanwhile keeps it there.
 */
export function useFocusAfterRetry(
  retry: () => void,
  state: { readonly status: 'loading' | 'ready' | 'failed' },
  ready: boolean,
): {
  readonly view: RefObject<HTMLDivElement | null>
  readonly retryButton: RefObject<HTMLButtonElement | null>
  readonly retryHere: () => void
} {
  const view = useRef<HTMLDivElement>(null)
  const retryButton = useRef<HTMLButtonElement>(null)
  const shown = useRef(state)
  shown.current = state
  // The state the press left behind: the retry has settled once another one, not loading, shows.
  const pressedOn = useRef<object | null>(null)
  const retryHere = useCallback(() => {
    pressedOn.current = view.current?.contains(document.activeElement) ? shown.current : null
    retry()
  }, [retry])
  useEffect(() => {
    if (!pressedOn.current || state === pressedOn.current || state.status === 'loading' || !ready) return
    pressedOn.current = null
    const lost = document.activeElement === null || document.activeElement === document.body
    if (!lost || !view.current) return
    const target =
      retryButton.current ??
      view.current.closest<HTMLElement>('main') ??
      view.current.querySelector<HTMLElement>('a[href], button, input, select, [tabindex]')
    target?.focus({ preventScroll: true })
  }, [state, ready])
  return { view, retryButton, retryHere }
}
