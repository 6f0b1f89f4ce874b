import { useEffect } from 'react'
import { useShop } from './shop-context'

/**
 * The list query that finds an item by its code as written or in capitals, in one request: the
 * shop's codes are capitals, and a link typed or shared in lower case must still find its item.
 *
 * @example codeQuery('oil-01') // { filters: { code_in: 'oil-01,OIL-01' }, pageSize: 2 }
 */
export function codeQuery(code: string): { filters: Record<string, string>; pageSize: 1 | 2 } {
  const codes = [...new Set([code, code.toUpperCase()])]
  return codes.length > 1
    ? { filters: { code_in: codes.join(',') }, pageSize: 2 }
    : { filters: { code_eq: code }, pageSize: 1 }
}

/** Of what `codeQuery` found, the item whose code is as written, else the other one. */
export function byCode<T extends { code?: string | null }>(found: readonly T[], code: string): T | undefined {
  return found.find((item) => item.code === code) ?? found[0]
}

/**
 * An item found under its code in capitals: the page's address is replaced with the real code,
 * so the address bar, bookmarks and shares carry it.
 */
export function useCanonicalCode(screen: 'product' | 'bundle', asked: string, found: string | undefined) {
  const { bus } = useShop()
  useEffect(() => {
    if (found && found !== asked)
      bus.publish('nav:intent', { screen: { name: screen, code: found }, replace: true })
  }, [bus, screen, asked, found])
}
