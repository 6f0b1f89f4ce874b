import type { ShopBus } from '@storefront/shared/events'
import { useEffect, useRef, useState } from 'react'

/**
 * The number of the last add to the cart (`cart:add-item-result`), from whichever remote asked,
 * for a moment after it succeeded; null otherwise. A new number per add lets the badge replay
 * its cue on a second add. A quantity raised on the cart page or another tab's add is no add
 * here. Null at once when the cart shrinks meanwhile, so an emptied cart never signals an add.
 */
export function useAddedFlash(bus: ShopBus, count: number | null, durationMs = 1500): number | null {
  const [flash, setFlash] = useState(0)
  useEffect(
    () =>
      bus.subscribe('cart:add-item-result', (result) => {
        if (result.ok) setFlash((n) => n + 1)
      }),
    [bus],
  )
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (flash === 0) return
    setVisible(true)
    const timer = setTimeout(() => setVisible(false), durationMs)
    return () => clearTimeout(timer)
  }, [flash, durationMs])
  const previous = useRef(count)
  useEffect(() => {
    const before = previous.current
    previous.current = count
    if (before !== null && count !== null && count < before) setVisible(false)
  }, [count])
  return visible ? flash : null
}
