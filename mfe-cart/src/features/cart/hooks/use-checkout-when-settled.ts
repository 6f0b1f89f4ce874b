import { useCallback, useEffect, useRef, useState } from 'react'
import type { FeedbackSlice, Notice } from '../stores/feedback-slice'
import { useCart, useCartRuntime } from './cart-runtime-context'
import { useProceedToCheckout } from './use-proceed-to-checkout'

/**
 * Leaves for checkout once the cart has settled. A quantity typed just before is sent as the
 * field loses focus to the button, so the click finds the cart busy: it waits for that change
 * and goes on only if the change saved and the cart said nothing new meanwhile; a refusal or a
 * notice stays on the page to be read. Words said before the click were seen: the cart's own
 * upkeep leaves a code's refusal standing, and the shopper chose to go on beside it.
 */
export function useCheckoutWhenSettled(): () => void {
  const runtime = useCartRuntime()
  const checkout = useProceedToCheckout()
  const busy = useCart((state) => state.pending !== null)
  const [waiting, setWaiting] = useState(false)
  const noticesAtClick = useRef<readonly Notice[]>([])
  const feedbackAtClick = useRef<FeedbackSlice['feedback']>({})
  useEffect(() => {
    if (!waiting || busy) return
    setWaiting(false)
    const { feedback, notices } = runtime.store.getState()
    const before = Object.values(feedbackAtClick.current)
    const saidNothingNew = Object.values(feedback).every((each) => before.includes(each))
    if (saidNothingNew && notices === noticesAtClick.current) checkout()
  }, [waiting, busy, runtime, checkout])
  return useCallback(() => {
    const state = runtime.store.getState()
    if (!state.pending) return checkout()
    noticesAtClick.current = state.notices
    feedbackAtClick.current = state.feedback
    setWaiting(true)
  }, [runtime, checkout])
}
