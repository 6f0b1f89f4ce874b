import { useCallback, useEffect, useRef, useState } from 'react'
import type { Notice } from '../stores/feedback-slice'
import { useCart, useCartRuntime } from './cart-runtime-context'
import { useProceedToCheckout } from './use-proceed-to-checkout'

/**
 * Leaves for checkout once the cart has settled. A quantity typed just before is sent as the
 * field loses focus to the button, so the click finds the cart busy: it waits for that change
 * and goes on only if the change saved and the cart said nothing new meanwhile; a refusal or a
 * notice stays on the page to be read.
 */
export function useCheckoutWhenSettled(): () => void {
  const runtime = useCartRuntime()
  const checkout = useProceedToCheckout()
  const busy = useCart((state) => state.pending !== null)
  const [waiting, setWaiting] = useState(false)
  const noticeAtClick = useRef<Notice | null>(null)
  useEffect(() => {
    if (!waiting || busy) return
    setWaiting(false)
    const { feedback, notice } = runtime.store.getState()
    if (!feedback && notice === noticeAtClick.current) checkout()
  }, [waiting, busy, runtime, checkout])
  return useCallback(() => {
    const state = runtime.store.getState()
    if (!state.pending) return checkout()
    noticeAtClick.current = state.notice
    setWaiting(true)
  }, [runtime, checkout])
}
