import { type RefObject, useEffect } from 'react'

// The custom property remotes offset their own sticky parts by, so none slides under the header.
const stickyTopProperty = '--shop-sticky-top'
// How far the header's sticky top sits above the window: its top bar scrolls away.
const scrollsAwayProperty = '--shop-header-scrolls-away'

/**
 * Keeps `--shop-sticky-top` on the document at the height the header covers while it sticks
 * (0 where it scrolls away, on phones and short windows). While it sticks, `scrollsAway` (the
 * country and language bar) scrolls out of the window: on a laptop's 650 px the whole header
 * would cover a quarter of every page. Measured, not computed in CSS: the heights follow the
 * text, the shopper's font size and the language.
 */
export function useStickyHeaderOffset(
  header: RefObject<HTMLElement | null>,
  scrollsAway: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const element = header.current
    if (!element) return
    const root = document.documentElement
    const update = () => {
      const sticky = getComputedStyle(element).position === 'sticky'
      const away = sticky ? (scrollsAway.current?.getBoundingClientRect().height ?? 0) : 0
      element.style.setProperty(scrollsAwayProperty, `${Math.floor(away)}px`)
      const covered = sticky ? element.getBoundingClientRect().height - Math.floor(away) : 0
      root.style.setProperty(stickyTopProperty, `${Math.ceil(covered)}px`)
    }
    update()
    // A resize of either part (a wrap, a font) or of the window (the sticky breakpoint) moves it.
    const observer = new ResizeObserver(update)
    observer.observe(element)
    if (scrollsAway.current) observer.observe(scrollsAway.current)
    window.addEventListener('resize', update)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', update)
      root.style.removeProperty(stickyTopProperty)
      element.style.removeProperty(scrollsAwayProperty)
    }
  }, [header, scrollsAway])
}
