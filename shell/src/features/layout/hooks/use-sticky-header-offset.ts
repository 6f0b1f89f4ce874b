import { type RefObject, useEffect } from 'react'

// The custom property remotes offset their own sticky parts by, so none slides under the header.
const stickyTopProperty = '--shop-sticky-top'

/**
 * Keeps `--shop-sticky-top` on the document at the height the header covers while it sticks
 * (0 where it scrolls away, on phones). Measured, not computed in CSS: the header's height
 * follows its text, the shopper's font size and the language.
 */
export function useStickyHeaderOffset(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current
    if (!element) return
    const root = document.documentElement
    const update = () => {
      const sticky = getComputedStyle(element).position === 'sticky'
      root.style.setProperty(
        stickyTopProperty,
        `${sticky ? Math.ceil(element.getBoundingClientRect().height) : 0}px`,
      )
    }
    update()
    // A resize of the header (a wrap, a font) or of the window (the sticky breakpoint) moves it.
    const observer = new ResizeObserver(update)
    observer.observe(element)
    window.addEventListener('resize', update)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', update)
      root.style.removeProperty(stickyTopProperty)
    }
  }, [header])
}
