import { describe, expect, it } from 'vitest'
import { marketRecords } from './data'
import { marketInPath } from './market-in-path'
import { resolveMarket } from './resolve'

describe('marketInPath', () => {
  it('names the market record, country and language of a market path, and what follows it', () => {
    const gb = marketRecords.find((record) => record.currency === 'GBP')
    expect(marketInPath('/united-kingdom/gbp/en/product/X')).toEqual({
      market: {
        marketId: gb?.id,
        marketCode: gb?.code,
        country: 'GB',
        currency: 'GBP',
        locale: 'en',
        prefix: '/united-kingdom/gbp/en',
      },
      rest: '/product/X',
    })
  })

  it('puts a rest-of-world country in the dollar market under its own prefix', () => {
    expect(marketInPath('/united-states/usd/fr/')?.market).toMatchObject({
      country: 'US',
      currency: 'USD',
      locale: 'fr',
      prefix: '/united-states/usd/fr',
    })
  })

  // The shell reads a URL as the edge does: any path the edge keeps, or redirects, names the
  // market the shell then renders, so the two never disagree on where a visitor is.
  it.each([
    '/italy/eur/it/',
    '/switzerland/eur/de/prodotti',
    '/germany/gbp/de/',
    '/italy/usd/it/',
    '/japan/eur/en/',
    '/norway/usd/en/',
    '/brazil/usd/en/',
    '/Italy/EUR/IT/prodotti',
  ])('reads %s as the market the edge keeps or redirects it to', (path) => {
    const edge = resolveMarket({ pathname: path })
    const { market, rest } = marketInPath(path) ?? {}
    expect(market?.prefix).toBe(edge.context.prefix)
    expect(market?.country).toBe(edge.context.country)
    expect(market?.marketId).toBe(edge.context.record.id)
    expect(rest).toBe(edge.rest)
    if (edge.redirectTo) expect(edge.redirectTo).toBe(`${market?.prefix}${rest}`)
  })

  it('is null for a path that names no market or an unknown language', () => {
    expect(marketInPath('/')).toBeNull()
    expect(marketInPath('/prodotti')).toBeNull()
    expect(marketInPath('/italy/eur/xx/')).toBeNull()
  })
})
