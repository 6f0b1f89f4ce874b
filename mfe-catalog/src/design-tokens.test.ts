// @vitest-environment node
import { unknownShopTokens } from '@storefront/shared/build'
import { describe, expect, it } from 'vitest'

describe("the catalog's styles", () => {
  // A misspelt or removed token fails no build: the style quietly takes its fallback, or nothing.
  it('read only design tokens the shop defines', () => {
    expect(unknownShopTokens(import.meta.dirname)).toEqual([])
  })
})
