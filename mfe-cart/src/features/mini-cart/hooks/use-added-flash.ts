import { useEffect, useRef, useState } from 'react'

/** True for a moment after the count grows, to confirm an add without opening anything. */
export function useAddedFlash(count: number | null, durationMs = 3500): boolean {
  const previous = useRef(count)
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const before = previous.current
    previous.current = count
    if (before === null || count === null || count <= before) return
    setVisible(true)
    const timer = setTimeout(() => setVisible(false), durationMs)
    return () => clearTimeout(timer)
  }, [count, durationMs])
  return visible
}
