// @vitest-environment node
import { unreadKeys } from '@storefront/shared/build'
import { namespaces } from '@storefront/shared/i18n/dictionaries'
import { describe, expect, it } from 'vitest'

describe('the cart dictionary', () => {
  // Every language carries each key, and every visit downloads them. Keys are written whole in
  // t() calls, never assembled, so the source says which ones a screen reads.
  it('holds only keys a screen of the cart reads', () => {
    expect(unreadKeys(namespaces.cart.en, { namespace: 'cart', sourceDir: import.meta.dirname })).toEqual([])
  })
})
