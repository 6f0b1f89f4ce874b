import { describe, expect, it } from 'vitest'
import { readDevConfig } from '../config/dev-config'
import { devLocation } from './dev-market'

describe('devLocation', () => {
  it('resolves the market of a path like the edge does', () => {
    expect(devLocation('/united-kingdom/gbp/en/product/X', '?a=1')).toEqual({
      market: {
        marketId: expect.any(String),
        marketCode: expect.any(String),
        country: 'GB',
        currency: 'GBP',
        locale: 'en',
        prefix: '/united-kingdom/gbp/en',
      },
      rest: '/product/X?a=1',
    })
  })

  it('is null for a path that names no market or an unknown language', () => {
    expect(devLocation('/', '')).toBeNull()
    expect(devLocation('/italy/eur/xx/', '')).toBeNull()
  })
})

describe('readDevConfig', () => {
  it('falls back to commerce-local for missing or bad values', () => {
    expect(readDevConfig(undefined)).toEqual({
      commerceUrl: 'http://localhost:8788',
      clientId: 'commerce-local-sales-channel',
    })
    expect(readDevConfig({ commerceUrl: 'not a url', clientId: '' })).toEqual({
      commerceUrl: 'http://localhost:8788',
      clientId: 'commerce-local-sales-channel',
    })
    expect(readDevConfig({ commerceUrl: 'https://acme.commercelayer.io/', clientId: 'abc' })).toEqual({
      commerceUrl: 'https://acme.commercelayer.io',
      clientId: 'abc',
    })
  })
})
