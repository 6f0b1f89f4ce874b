import { createInstance } from 'i18next'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { namespaces } from '../i18n/resources'
import { issueMessage, messageKeyOf, translateIssue } from './messages'
import { passwordSchema } from './password'

const validation = namespaces.validation

async function translatorFor(lng: 'en' | 'it') {
  const i18n = createInstance()
  await i18n.init({
    lng,
    ns: ['validation'],
    resources: { en: { validation: validation.en }, it: { validation: validation.it } },
  })
  return i18n.t.bind(i18n) as (key: string, values?: Record<string, string>) => string
}

describe('issueMessage', () => {
  it('writes a bare namespaced key when the message has no values', () => {
    expect(issueMessage('required')).toBe('validation:required')
  })

  it('appends the interpolation values as a query string', () => {
    expect(issueMessage('giftMessageLines', { max: 8 })).toBe('validation:giftMessageLines?max=8')
  })
})

describe('messageKeyOf', () => {
  it('reads key and values back from a message', () => {
    expect(messageKeyOf('validation:passwordMin?min=6')).toEqual({
      key: 'validation:passwordMin',
      values: { min: '6' },
    })
  })

  it('reads the message of a zod issue', () => {
    expect(messageKeyOf({ message: 'validation:email' })).toEqual({ key: 'validation:email', values: {} })
  })

  it('falls back to the generic key for a message that is not a validation key', () => {
    const issue = z.string().safeParse(1).error?.issues[0]
    expect(messageKeyOf(issue!)).toEqual({ key: 'validation:invalid', values: {} })
  })
})

describe('the validation messages', () => {
  // A plain space lets a browser wrap "?" or ":" onto a line of its own in French.
  it('keep French punctuation on its word', () => {
    for (const text of Object.values(validation.fr)) expect(text).not.toMatch(/ [?!;:»]|« /)
  })
})

describe('translateIssue', () => {
  it('translates an issue with its values in the current language', async () => {
    const issue = passwordSchema.safeParse('abc').error!.issues[0]!
    expect(translateIssue(issue, await translatorFor('en'))).toBe('The password needs at least 6 characters.')
    expect(translateIssue(issue, await translatorFor('it'))).toBe(
      'La password deve avere almeno 6 caratteri.',
    )
  })

  it('translates the bare message react-hook-form keeps of an issue', async () => {
    expect(translateIssue('validation:required', await translatorFor('en'))).toBe('This field is required.')
  })
})
