import { slowAfterMs } from '@storefront/shared/constants'
import { useEffect, useState } from 'react'

/**
 * Whether `active` has lasted longer than a shopper expects (`slowAfterMs`): time to say the shop
 * is still at it. False again as soon as `active` is.
 */
export function useTakingLong(active = true): boolean {
  const [long, setLong] = useState(false)
  useEffect(() => {
    setLong(false)
    if (!active) return
    const timer = setTimeout(() => setLong(true), slowAfterMs)
    return () => clearTimeout(timer)
  }, [active])
  return active && long
}
