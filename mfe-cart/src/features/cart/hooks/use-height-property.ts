import { useCallback } from 'react'

/**
 * A ref that keeps its element's own height in a custom property on it, for CSS that places the
 * element by its height. Measured, not known in CSS: it follows the forms' state, the text, the
 * shopper's font size and the language. A ref, not an effect: the element appears only once the
 * cart has loaded.
 *
 * @example <aside ref={useHeightProperty('--cart-aside-height')}>
 */
export function useHeightProperty(property: string): (element: HTMLElement | null) => () => void {
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element) return () => {}
      const update = () =>
        element.style.setProperty(property, `${Math.ceil(element.getBoundingClientRect().height)}px`)
      update()
      const observer = new ResizeObserver(update)
      observer.observe(element)
      return () => {
        observer.disconnect()
        element.style.removeProperty(property)
      }
    },
    [property],
  )
}
