import { useEffect, useRef } from 'react'

/**
 * Moves focus to the main content after an in-page navigation. The link or button that led
 * here is usually gone with the old page, which would leave focus on the body and a keyboard or
 * screen-reader user at the top of the header; a full page load would have started them afresh.
 */
export function useFocusOnNavigation(href: string): void {
  const previous = useRef(href)
  useEffect(() => {
    if (href === previous.current) return
    previous.current = href
    document.getElementById('main')?.focus({ preventScroll: true })
  }, [href])
}
