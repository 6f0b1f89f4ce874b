import { describe, expect, it } from 'vitest'
import { byCode, codeQuery } from './code-lookup'

describe('codeQuery', () => {
  it('asks for the code as written and in capitals, or once when they are the same', () => {
    expect(codeQuery('oil-01')).toEqual({ filters: { code_in: 'oil-01,OIL-01' }, pageSize: 2 })
    expect(codeQuery('OIL-01')).toEqual({ filters: { code_eq: 'OIL-01' }, pageSize: 1 })
  })
})

describe('byCode', () => {
  it('takes the item whose code is as written over its twin in capitals, else the twin', () => {
    // Both can exist: the address names one of them, and the other is a different product.
    const lower = { code: 'oil-01' }
    const upper = { code: 'OIL-01' }
    expect(byCode([upper, lower], 'oil-01')).toBe(lower)
    expect(byCode([upper], 'oil-01')).toBe(upper)
    expect(byCode([], 'oil-01')).toBeUndefined()
  })
})
