import { countryCookie, storageKeys } from '@storefront/shared/constants'
import { describe, expect, it } from 'vitest'
import { createLocalStore } from '../../../lib/local-store'
import { storeCountry } from './store-country'

/** The page's cookie jar as a setter sees it: the last cookie written, with its attributes. */
const fakeDocument = (protocol: string) => ({ cookie: '', location: { protocol } }) as unknown as Document

const attributesOf = (cookie: string) => cookie.split('; ').slice(1)

describe('storeCountry', () => {
  it('keeps the country for the shop and in a cookie the edge sees on every path for a year', () => {
    const storage = createLocalStore()
    const doc = fakeDocument('https:')
    storeCountry('GB', storage, doc)
    expect(storage.getItem(storageKeys.countryCode)).toBe('GB')
    expect(doc.cookie.startsWith(`${countryCookie}=GB; `)).toBe(true)
    expect(attributesOf(doc.cookie)).toEqual(
      expect.arrayContaining(['path=/', 'max-age=31536000', 'samesite=lax', 'secure']),
    )
  })

  it('leaves the cookie unsecured on a plain-http page, where a secure one would not be kept', () => {
    const doc = fakeDocument('http:')
    storeCountry('GB', createLocalStore(), doc)
    expect(attributesOf(doc.cookie)).toContain('path=/')
    expect(attributesOf(doc.cookie)).not.toContain('secure')
  })
})
