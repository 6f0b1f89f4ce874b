import { useRef } from 'react'

/**
 * The same object as long as its JSON is the same. A URL change inside one market re-derives
 * the market; keeping the old object spares the bus re-subscriptions and the remotes a render.
 */
export function useStructural<T>(value: T): T {
  const kept = useRef(value)
  if (JSON.stringify(kept.current) !== JSON.stringify(value)) kept.current = value
  return kept.current
}
