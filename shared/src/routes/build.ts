import type { Locale } from '../markets/locales'
import { pagedScreens, type Screen, screenPaths, wordOf } from './screens'

/** What a route builder needs of the market: its canonical prefix and its language. */
export interface RouteBase {
  readonly prefix: string
  readonly locale: Locale
}

// Query parameters each screen carries outside its path.
function queryOf(screen: Screen): string {
  const params = new URLSearchParams()
  if (screen.name === 'search' && screen.query) params.set('q', screen.query)
  const page = 'page' in screen ? screen.page : undefined
  if (pagedScreens.has(screen.name) && page && page > 1) params.set('page', String(page))
  if (screen.name === 'change-password' && screen.token) params.set('token', screen.token)
  const query = params.toString()
  return query ? `?${query}` : ''
}

/**
 * The URL of a screen in a market and language.
 *
 * @example pathTo({ prefix: '/france/eur/fr', locale: 'fr' }, { name: 'product', code: 'OIL-01' }) // '/france/eur/fr/produit/OIL-01'
 */
export function pathTo(base: RouteBase, screen: Screen): string {
  const values = screen as unknown as Record<string, string | number | undefined>
  const segments = screenPaths[screen.name].map((segment) =>
    typeof segment === 'string'
      ? wordOf(segment, base.locale)
      : encodeURIComponent(String(values[segment.param])),
  )
  return `${base.prefix}/${segments.join('/')}${queryOf(screen)}`
}
