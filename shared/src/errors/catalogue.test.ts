import { describe, expect, it } from 'vitest'
import { namespaces } from '../i18n/resources'
import { locales } from '../markets/locales'
import { errorCatalogue, errorCodes, errorOf, isErrorCode } from './catalogue'

const errors = namespaces.errors

const placeholdersOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort()

describe('errorCatalogue', () => {
  it.each(errorCodes)('gives %s a message that exists in every language', (code) => {
    const name = errorOf(code).key.replace(/^errors:/, '')
    for (const locale of locales) {
      expect(errors[locale], `${locale} lacks ${name}`).toHaveProperty(name)
    }
  })

  it('has the same keys and placeholders in all five languages', () => {
    for (const locale of locales) {
      expect(Object.keys(errors[locale]).sort()).toEqual(Object.keys(errors.en).sort())
      for (const [name, text] of Object.entries(errors.en)) {
        expect(placeholdersOf(errors[locale][name as keyof typeof errors.en])).toEqual(placeholdersOf(text))
      }
    }
  })

  it('uses every message of the errors namespace', () => {
    const used = new Set(Object.values(errorCatalogue).map((entry) => entry.key))
    expect(
      Object.keys(errors.en)
        .map((name) => `errors:${name}`)
        .filter((key) => !used.has(key as never)),
    ).toEqual([])
  })

  it('says "Invalid email or password" for both spellings of wrong credentials', () => {
    expect(errorOf('WRONG_CREDENTIALS').key).toBe('errors:invalidCredentials')
    expect(errorOf('invalid_credentials').key).toBe('errors:invalidCredentials')
    expect(errors.en.invalidCredentials).toBe('Invalid email or password.')
  })

  it('interpolates the item limit with n and p', () => {
    expect(placeholdersOf(errors.en[errorOf('item_limit_exceeded').key.slice(7) as 'itemLimit'])).toEqual([
      'n',
      'p',
    ])
  })

  // A plain space lets a browser wrap "?" or ":" onto a line of its own in French.
  it('keeps French punctuation on its word', () => {
    for (const text of Object.values(errors.fr)) expect(text).not.toMatch(/ [?!;:»]|« /)
  })

  it('re-initialises the shop on a 401', () => {
    expect(errorOf('unauthorized').behaviour).toEqual({ kind: 'reinitialise', status: 401 })
  })

  it('puts each field error under a field', () => {
    const fieldErrors = Object.values(errorCatalogue).filter((entry) => entry.behaviour.kind === 'field')
    expect(fieldErrors.length).toBeGreaterThan(0)
    for (const entry of fieldErrors) expect(entry.behaviour).toHaveProperty('field')
  })
})

describe('isErrorCode', () => {
  it.each([['generic_error'], ['TOKEN_ERROR'], ['no_active_gift_card_or_coupon']])('knows %s', (code) => {
    expect(isErrorCode(code)).toBe(true)
  })

  it.each([['GENERIC_ERROR'], ['toString'], [''], [401], [undefined]])('refuses %j', (value) => {
    expect(isErrorCode(value)).toBe(false)
  })
})
