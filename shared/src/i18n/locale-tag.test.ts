import { describe, expect, it } from 'vitest'
import { languageOf, localeTag } from './locale-tag'

describe('localeTag', () => {
  it('joins language and country into a BCP-47 tag', () => {
    expect(localeTag('de', 'CH')).toBe('de-CH')
    expect(localeTag('en', 'gb')).toBe('en-GB')
  })

  it('gives the bare language without a usable country', () => {
    expect(localeTag('it')).toBe('it')
    expect(localeTag('fr', 'world')).toBe('fr')
  })
})

describe('languageOf', () => {
  it('gives the shop language of a tag, with or without its region', () => {
    expect(languageOf('de-CH')).toBe('de')
    expect(languageOf(localeTag('fr', 'be'))).toBe('fr')
    expect(languageOf('it')).toBe('it')
  })
})
