import type { ShopBus } from '@storefront/shared/events'
import { useEffect, useRef, useState } from 'react'

/**
 * True for a moment after an add to the cart succeeded (`cart:add-item-result`), from whichever
 * remote asked, to confirm it without opening anything. A quantity raised on the cart page or
 * another tab's add is no add here: the page shows its own result. Hidden at once when the cart
 * shrinks meanwhile, so an emptied cart never says "added".
 */
export function useAddedFlash(bus: ShopBus, count: number | null, durationMs = 3500): boolean {
  // A new number for each add, so a second add restarts the moment.
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
  return visible
}
