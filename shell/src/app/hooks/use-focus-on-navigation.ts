import { useEffect, useRef } from 'react'

// Long enough for a screen's data on a slow connection; after it, the visitor has moved on.
const waitForLinkMs = 5_000

/**
 * Moves focus to the main content after an in-page navigation. The link or button that led
 * here is usually gone with the old page, which would leave focus on the body and a keyboard or
 * screen-reader user at the top of the header; a full page load would have started them afresh.
 *
 * Back on a page, the link that led away from it takes the focus once the screen draws it
 * again, as a browser does on a page it keeps: a keyboard user who opened the tenth product goes
 * on from there instead of tabbing through the page anew. `left` is the page the move left, which
 * two quick steps back never drew; null after a step forward, where the focus stays on the main
 * content (`location-store`).
 */
export function useFocusOnNavigation(href: string, via: 'shop' | 'history', left: string | null): void {
  const previous = useRef(href)
  useEffect(() => {
    if (href === previous.current) return
    previous.current = href
    const main = document.getElementById('main')
    main?.focus({ preventScroll: true })
    if (via === 'history' && main && left) return focusLinkTo(main, left)
  }, [href, via, left])
}

/** Focuses the link in `main` to `href` when it shows, unless focus has left `main` by then. */
function focusLinkTo(main: HTMLElement, href: string): () => void {
  const tryFocus = (): boolean => {
    if (document.activeElement !== main) return true
    const link = [...main.querySelectorAll('a[href]')].find((a) => a.getAttribute('href') === href)
    if (!(link instanceof HTMLElement)) return false
    link.focus()
    return true
  }
  if (tryFocus()) return () => {}
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop()
  })
  const timer = setTimeout(() => stop(), waitForLinkMs)
  function stop() {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(main, { childList: true, subtree: true })
  return stop
}
