import { describe, expect, it } from 'vitest'
import { apiHints } from './hints'

describe('apiHints', () => {
  it('preconnects to an API on another origin, by its origin alone', () => {
    expect(apiHints('https://demo-store.commercelayer.io/api', 'https://shop.example')).toEqual([
      { rel: 'preconnect', href: 'https://demo-store.commercelayer.io' },
    ])
  })

  it('has nothing to open for an API on the page origin', () => {
    expect(apiHints('https://shop.example/api', 'https://shop.example')).toEqual([])
  })
})
