import { locales } from '@storefront/shared/markets'
import { pathWords } from '@storefront/shared/routes'
import { describe, expect, it } from 'vitest'
import { testApp } from '../testing'

const { request } = testApp()

/**
 * What a crawler following Google's rules may fetch: `*` matches anything, `$` ends the path,
 * rules are prefixes, and of the rules that match, the longest decides (Allow on a tie).
 */
function allowed(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow): (.+)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, kind, rule = '']) => ({
      allow: kind === 'Allow',
      length: rule.length,
      pattern: new RegExp(`^${rule.replace(/[.?+]/g, '\\$&').replaceAll('*', '.*')}`),
    }))
    .filter(({ pattern }) => pattern.test(path))
    .sort((a, b) => b.length - a.length || Number(b.allow) - Number(a.allow))
  return rules[0]?.allow ?? true
}

describe('/robots.txt', () => {
  it('is plain text for every crawler, cacheable, and no market redirect', async () => {
    const res = await request('/robots.txt', { redirect: 'manual' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(res.headers.get('cache-control')).toContain('max-age=')
    expect(await res.text()).toMatch(/^User-agent: \*\n/)
  })

  it("keeps crawlers out of search results, carts, checkouts, accounts and the API, in every language's words", async () => {
    const robots = await (await request('/robots.txt')).text()
    for (const locale of locales) {
      for (const section of ['search', 'cart', 'checkout', 'account'] as const) {
        const path = `/italy/eur/${locale}/${pathWords[section][locale]}`
        expect(allowed(robots, path), path).toBe(false)
      }
    }
    expect(allowed(robots, '/italy/eur/it/cerca?q=olio')).toBe(false)
    expect(allowed(robots, '/germany/eur/de/konto/bestellungen')).toBe(false)
    expect(allowed(robots, '/api/logout')).toBe(false)
    expect(allowed(robots, '/api/token/x')).toBe(false)
  })

  it('leaves the catalog, its pictures and the scripts that draw it open', async () => {
    const robots = await (await request('/robots.txt')).text()
    for (const path of [
      '/italy/eur/it/',
      '/france/eur/fr/produits?page=2',
      '/united-kingdom/gbp/en/product/OIL-EVO-TUSCANY-500',
      '/germany/eur/de/kategorien/wein',
      // Slugs and codes that begin like a closed section's word.
      '/italy/eur/it/categorie/carrellini',
      '/spain/eur/es/producto/PAGO-DE-CARRAOVEJAS',
      '/italy/eur/en/categories/cartography',
      '/spain/eur/es/lote/GIFT-TUSCANY',
      '/_mf/catalog/1.0.0/remoteEntry.js',
      '/favicon.svg',
      // A rendering search engine asks for the page's token as the page does.
      '/api/token',
    ])
      expect(allowed(robots, path), path).toBe(true)
  })
})
