import { recordOfCountry } from '@storefront/shared/markets'
import { useEffect, useState } from 'react'
import { getShippingRate, type ShippingRate } from '../api/get-shipping-rate'
import { useCart, useCartRuntime } from './cart-runtime-context'

/** How long the cart page waits for the rate before it shows without it. */
const patienceMs = 1_000

export interface ShippingRateState {
  /** Read, or given up on: the page can show, and nothing will move it afterwards. */
  readonly settled: boolean
  /** Null when there is none, it could not be read, or it came too late. */
  readonly rate: ShippingRate | null
  /**
   * False while a new country's rate loads: `rate` is then the last country's, to hold the
   * summary's height, not to be read.
   */
  readonly current: boolean
}

/**
 * The rate of the method that ships to the cart's country. The page waits for it (a little) the
 * first time it shows, so the summary shows whole: a line saying how far free shipping is, added
 * after, moved the total and the checkout button under the shopper's pointer. An answer after the
 * wait is dropped for this visit of the page; the next one has it at once.
 */
export function useShippingRate(): ShippingRateState {
  const runtime = useCartRuntime()
  const country = useCart((state) => state.context?.country)
  const currency = useCart((state) => state.context?.currency)
  const [state, setState] = useState<{ settled: boolean; rate: ShippingRate | null; country?: string }>({
    settled: false,
    rate: null,
  })
  useEffect(() => {
    const reference = country ? recordOfCountry(country)?.shippingMethodCode : undefined
    if (!country || !reference || !currency) {
      setState({ settled: true, rate: null, country })
      return
    }
    let open = true
    const settle = (rate: ShippingRate | null) => {
      if (!open) return
      open = false
      setState({ settled: true, rate, country })
    }
    const timer = setTimeout(() => settle(null), patienceMs)
    runtime
      .tools()
      .then((tools) => getShippingRate(tools.client, reference, currency))
      .then(settle, () => settle(null))
    return () => {
      open = false
      clearTimeout(timer)
    }
  }, [runtime, country, currency])
  return state.country === country
    ? { settled: state.settled, rate: state.rate, current: true }
    : { settled: false, rate: state.rate, current: false }
}
