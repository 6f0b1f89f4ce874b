import { describe, expect, it } from 'vitest'
import { placeholdersOf, pluralBase } from '../i18n/message-keys'
import { namespaces } from '../i18n/resources'
import { locales } from '../markets/locales'
import { errorCatalogue, errorCodes, errorOf, isErrorCode } from './catalogue'

const errors = namespaces.errors

/** A language's messages by the key a caller passes to `t`: plural forms ("_one", "_many") folded. */
function messagesOf(locale: (typeof locales)[number]): Map<string, string[]> {
  const byKey = new Map<string, string[]>()
  for (const [name, text] of Object.entries(errors[locale])) {
    const { base } = pluralBase(name)
    byKey.set(base, [...(byKey.get(base) ?? []), text])
  }
  return byKey
}

describe('errorCatalogue', () => {
  it.each(errorCodes)('gives %s a message that exists in every language', (code) => {
    const name = errorOf(code).key.replace(/^errors:/, '')
    for (const locale of locales) {
      expect(messagesOf(locale).has(name), `${locale} lacks ${name}`).toBe(true)
    }
  })

  it('has the same keys and placeholders in all five languages', () => {
    const english = messagesOf('en')
    for (const locale of locales) {
      const messages = messagesOf(locale)
      expect([...messages.keys()].sort()).toEqual([...english.keys()].sort())
      for (const [name, texts] of messages) {
        const expected = placeholdersOf((english.get(name) as string[])[0] as string)
        for (const text of texts) expect(placeholdersOf(text), `${locale} ${name}`).toEqual(expected)
      }
    }
  })

  it('uses every message of the errors namespace', () => {
    const used = new Set(Object.values(errorCatalogue).map((entry) => entry.key))
    expect(
      [...messagesOf('en').keys()].map((name) => `errors:${name}`).filter((key) => !used.has(key as never)),
    ).toEqual([])
  })

  it('says "Invalid email or password" for both spellings of wrong credentials', () => {
    expect(errorOf('WRONG_CREDENTIALS').key).toBe('errors:invalidCredentials')
    expect(errorOf('invalid_credentials').key).toBe('errors:invalidCredentials')
    expect(errors.en.invalidCredentials).toBe('Invalid email or password.')
  })

  // `count` picks the plural form: "up to 4 Great reds gift box" read wrong in every language.
  it('counts the item limit in plural forms and names the item', () => {
    const name = errorOf('item_limit_exceeded').key.slice('errors:'.length)
    for (const locale of locales) {
      const forms = Object.keys(errors[locale]).filter((key) => pluralBase(key).base === name)
      expect(forms.sort()).toEqual(
        new Intl.PluralRules(locale)
          .resolvedOptions()
          .pluralCategories.map((c) => `${name}_${c}`)
          .sort(),
      )
      for (const form of forms)
        expect(placeholdersOf(errors[locale][form as keyof (typeof errors)[typeof locale]])).toEqual([
          'count',
          'p',
        ])
    }
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
