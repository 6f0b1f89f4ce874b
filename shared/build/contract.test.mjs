import { describe, expect, it } from 'vitest'
import { contractVersion } from '../src/contract/index.ts'
import { readContractVersion } from './contract.mjs'

describe('readContractVersion', () => {
  // The build reads the TypeScript source as text: a reformatted declaration must not go unnoticed.
  it('reads the contractVersion that shared/src/contract exports', () => {
    expect(readContractVersion()).toBe(contractVersion)
  })
})
