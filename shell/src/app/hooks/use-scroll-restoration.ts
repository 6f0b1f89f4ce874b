import { useEffect, useLayoutEffect, useRef } from 'react'
import { restoreScroll } from '../../lib/restore-scroll'
import { entryDrawn, shownPosition, startScrollMemory } from '../../lib/scroll-memory'

function arrivedThroughHistory(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? []
  const type = (entry as PerformanceNavigationTiming | undefined)?.type
  return type === 'reload' || type === 'back_forward'
}

/**
 * Back, forward or a reload returns the visitor to where they stood on that page, once its screen
 * is drawn; a link or a search opens its page at the top.
 */
export function useScrollRestoration(href: string, via: 'shop' | 'history'): void {
  const previous = useRef(href)
  const restored = useRef(href)
  useEffect(() => {
    const stopMemory = startScrollMemory()
    const stopRestoring = arrivedThroughHistory() ? restoreScroll(shownPosition()) : undefined
    return () => {
      stopRestoring?.()
      stopMemory()
    }
  }, [])
  // Before the paint: the new page's first frame is at its top, or where the visitor stood on it,
  // never at the old page's place.
  useLayoutEffect(() => {
    if (href === previous.current) return
    previous.current = href
    entryDrawn()
    const y = via === 'shop' ? 0 : shownPosition()
    if (Math.abs(window.scrollY - y) >= 1) window.scrollTo?.(0, y)
  }, [href, via])
  // After the focus (an effect of an earlier hook): a link focused on the way back scrolls itself
  // into view, and the place the visitor left the page at wins over that.
  useEffect(() => {
    if (href === restored.current) return
    restored.current = href
    if (via === 'history') return restoreScroll(shownPosition())
  }, [href, via])
}
