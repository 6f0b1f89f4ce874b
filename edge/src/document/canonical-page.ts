import { pagedScreens, type Screen } from '@storefront/shared/routes'

/**
 * The query a paged screen's address should carry when its `page` is not written as the shop
 * writes it (`page=0`, `page=1`, `page=02`, `page=abc`, twice), or null when it already is.
 * The screen was matched from this query, so its page is the one shown: the address is made to
 * say so, with every other parameter (a campaign's `utm_*`) kept in place.
 */
export function canonicalPageQuery(search: string, screen: Screen): string | null {
  if (!pagedScreens.has(screen.name)) return null
  const params = new URLSearchParams(search)
  const written = params.getAll('page')
  if (written.length === 0) return null
  const page = 'page' in screen && typeof screen.page === 'number' && screen.page > 1 ? screen.page : null
  if (written.length === 1 && written[0] === String(page)) return null
  if (page === null) params.delete('page')
  else params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
}
