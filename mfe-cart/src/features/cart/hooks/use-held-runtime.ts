import type { FragmentProps } from '@storefront/shared/contract'
import { useEffect, useRef, useState } from 'react'
import type { CartRuntime } from '../stores/cart-runtime'
import { acquireCartRuntime } from '../stores/page-runtime'

/**
 * Holds the page's cart runtime while the component is mounted. Only the API base recreates
 * it: a new market arrives over the bus, and a fresh props object must not drop the cart.
 */
export function useHeldRuntime(props: Pick<FragmentProps, 'market' | 'apiBase'>): CartRuntime | null {
  const [runtime, setRuntime] = useState<CartRuntime | null>(null)
  const market = useRef(props.market)
  market.current = props.market
  const { apiBase } = props
  useEffect(() => {
    const held = acquireCartRuntime({ market: market.current, apiBase })
    setRuntime(held.runtime)
    return held.release
  }, [apiBase])
  return runtime
}
