import { describe, expect, it } from 'vitest'
import { marketOfBootstrap } from '../../lib/market-of-path'
import { sampleBootstrap } from '../../testing/sample-bootstrap'
import { resolveRoute } from './resolve-route'

const italy = marketOfBootstrap(sampleBootstrap())
const all = () => true

describe('resolveRoute', () => {
  it('sends a localized product path to the catalog with the market of the path', () => {
    const route = resolveRoute('/france/eur/fr/produit/OIL-01', italy, all)
    expect(route).toMatchObject({
      kind: 'remote',
      remote: 'catalog',
      screen: { name: 'product', code: 'OIL-01' },
      market: { marketCode: 'fr', currency: 'EUR', locale: 'fr', prefix: '/france/eur/fr' },
    })
  })

  it('reads the market home as the catalog home', () => {
    expect(resolveRoute('/italy/eur/it/', italy, all)).toMatchObject({
      kind: 'remote',
      screen: { name: 'home' },
    })
  })

  it('keeps the query of a search for the catalog', () => {
    const route = resolveRoute('/united-kingdom/gbp/en/search?q=barolo', italy, all)
    expect(route).toMatchObject({ screen: { name: 'search', query: 'barolo' }, market: { currency: 'GBP' } })
  })

  it('keeps a "?" inside the query, as a browser sends a pasted "?q=what?"', () => {
    const route = resolveRoute('/united-kingdom/gbp/en/search?q=a?b', italy, all)
    expect(route).toMatchObject({ screen: { name: 'search', query: 'a?b' } })
  })

  it.each([
    ['/italy/eur/it/carrello', 'cart'],
    ['/germany/eur/de/kasse', 'checkout'],
    ['/spain/eur/es/cuenta/acceder', 'account'],
  ])('routes %s to the %s remote', (href, remote) => {
    expect(resolveRoute(href, italy, all)).toMatchObject({ kind: 'remote', remote })
  })

  it('shows not-found for a screen whose remote the registry does not serve', () => {
    const route = resolveRoute('/italy/eur/it/cassa', italy, (remote) => remote !== 'checkout')
    expect(route.kind).toBe('not-found')
  })

  it('shows not-found for words of another language under this prefix', () => {
    expect(resolveRoute('/italy/eur/it/produit/OIL-01', italy, all).kind).toBe('not-found')
  })

  it('shows not-found in the document market for a path without a market', () => {
    expect(resolveRoute('/nowhere', italy, all)).toEqual({ kind: 'not-found', market: italy })
  })

  it('gives a world-zone country the rest-of-the-world market in dollars', () => {
    const route = resolveRoute('/japan/usd/en/products', italy, all)
    expect(route.market).toMatchObject({ marketCode: 'row', country: 'JP', currency: 'USD' })
  })
})
