import { describe, expect, it } from 'vitest'
import { shortQuery } from './short-query'

describe('shortQuery', () => {
  it('keeps a query of up to 60 characters whole', () => {
    expect(shortQuery('olio extravergine')).toBe('olio extravergine')
    expect(shortQuery('x'.repeat(60))).toBe('x'.repeat(60))
  })

  it('cuts a longer one with an ellipsis, between characters as seen', () => {
    expect(shortQuery('x'.repeat(500))).toBe(`${'x'.repeat(59)}…`)
    const family = '👨‍👩‍👧'
    expect(shortQuery(family.repeat(70))).toBe(`${family.repeat(59)}…`)
  })
})
