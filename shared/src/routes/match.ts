import { type Locale, locales } from '@storefront/shared/markets'
import { pathTo, type RouteBase } from './build'
import { pagedScreens, type Screen, type ScreenName, screenPaths, wordOf } from './screens'

// Digits only: `Number` would also read `0x10`, `1e1` and ` 2`, and a page past 2^53 makes the
// API answer 400, which the listing can only show as its error screen.
function positiveInt(value: string | null): number | undefined {
  const n = value && /^\d+$/.test(value) ? Number(value) : Number.NaN
  return Number.isSafeInteger(n) && n > 0 ? n : undefined
}

function withQuery(name: ScreenName, params: Record<string, string>, query: URLSearchParams): Screen {
  const page = positiveInt(query.get('page'))
  const extra: Record<string, unknown> = {}
  if (pagedScreens.has(name) && page) extra.page = page
  if (name === 'search') extra.query = (query.get('q') ?? '').trim()
  if (name === 'change-password' && query.get('token')) extra.token = query.get('token')
  return { name, ...params, ...extra } as Screen
}

// A malformed escape (`%E0%A4%A`) is a path no screen has, not a reason to crash the page.
function decoded(part: string): string | null {
  try {
    return decodeURIComponent(part)
  } catch {
    return null
  }
}

function matchIn(
  parts: readonly string[],
  locale: Locale,
  query: URLSearchParams,
  anyCase = false,
): Screen | null {
  for (const [name, segments] of Object.entries(screenPaths) as [
    ScreenName,
    (typeof screenPaths)[ScreenName],
  ][]) {
    if (segments.length !== parts.length) continue
    const params: Record<string, string> = {}
    const fits = segments.every((segment, i) => {
      const part = parts[i] as string
      if (typeof segment !== 'string') {
        const value = decoded(part)
        if (value === null) return false
        params[segment.param] = value
        return true
      }
      return wordOf(segment, locale) === (anyCase ? part.toLowerCase() : part)
    })
    if (fits) return withQuery(name, params, query)
  }
  return null
}

/**
 * A path and its query, split at the first "?" only: one inside the query ("?q=what?", as a
 * browser sends a pasted link) belongs to it, as `URLSearchParams` reads it.
 *
 * @example splitQuery('/cerca?q=a?b') // { path: '/cerca', search: 'q=a?b' }
 */
export function splitQuery(href: string): { path: string; search: string } {
  const at = href.indexOf('?')
  return at === -1 ? { path: href, search: '' } : { path: href.slice(0, at), search: href.slice(at + 1) }
}

/** The path and query of the part after the market prefix, split for matching. */
function splitRest(rest: string): { parts: string[]; query: URLSearchParams } {
  const { path, search } = splitQuery(rest)
  return { parts: path.split('/').filter(Boolean), query: new URLSearchParams(search) }
}

/**
 * The screen a path after the market prefix shows in a language, or null (not found).
 *
 * @example matchScreen('/produit/OIL-01', 'fr') // { name: 'product', code: 'OIL-01' }
 */
export function matchScreen(rest: string, locale: Locale): Screen | null {
  const { parts, query } = splitRest(rest)
  return matchIn(parts, locale, query)
}

/**
 * Rewrites a path for another language: the screen is matched in any language, its words in
 * any case (`/PRODOTTI`, typed or printed so), then built in the new one. A path that matches
 * no screen keeps its rest and changes only the prefix.
 */
export function translatePath(rest: string, from: Locale, to: RouteBase): string {
  const { parts, query } = splitRest(rest)
  const candidates = [from, ...locales.filter((l) => l !== from)]
  for (const locale of candidates) {
    const screen = matchIn(parts, locale, query, true)
    if (screen) return pathTo(to, screen)
  }
  return `${to.prefix}${rest}`
}
