import { type RefObject, useEffect, useRef, useState } from 'react'

/**
 * Whether the element's text is cut short by its box (a line clamp): more to scroll than it
 * shows. Measured again when the box changes size (a narrower window, fonts arriving) or the text
 * does. False where it cannot be measured.
 */
export function useCutShort<T extends HTMLElement>(text: string): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null)
  const [cut, setCut] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text is a reason to measure again
  useEffect(() => {
    const element = ref.current
    if (!element) return
    // A pixel of slack: a line's height rounds differently in scrollHeight and clientHeight.
    const measure = () => setCut(element.scrollHeight > element.clientHeight + 1)
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [text])
  return [ref, cut]
}
