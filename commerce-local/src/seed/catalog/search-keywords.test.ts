import { describe, expect, it } from 'vitest'
import { searchKeywords } from './search-keywords'

describe('searchKeywords', () => {
  it('keeps every name folded, once, between separators no query holds', () => {
    expect(searchKeywords(['Caffè espresso', 'Espresso coffee', 'Caffè espresso'])).toBe(
      'caffe espresso | espresso coffee',
    )
  })

  it('keeps a German name also as typed without umlauts', () => {
    expect(searchKeywords(['Würziger Käse'])).toBe('wurziger kase | wuerziger kaese')
  })
})
