import { describe, expect, it } from 'vitest'
import { marketRecords } from './data'
import { marketInPath } from './market-in-path'

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

  it('is null for a path that names no market or an unknown language', () => {
    expect(marketInPath('/')).toBeNull()
    expect(marketInPath('/prodotti')).toBeNull()
    expect(marketInPath('/italy/eur/xx/')).toBeNull()
  })
})
