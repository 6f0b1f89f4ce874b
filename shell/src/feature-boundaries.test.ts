// @vitest-environment node
import { crossFeatureImports } from '@storefront/shared/build'
import { describe, expect, it } from 'vitest'

describe('the features', () => {
  // Only src/app combines features: each one can then be read, changed or removed on its own.
  it('never import one another', () => {
    expect(crossFeatureImports(import.meta.dirname)).toEqual([])
  })
})
