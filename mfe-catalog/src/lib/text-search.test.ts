import { describe, expect, it } from 'vitest'
import { textSearchFilter } from './text-search'

describe('textSearchFilter', () => {
  it('searches plain words as typed', () => {
    expect(textSearchFilter('caffe')).toEqual({ name_or_code_or_metadata_cont: 'caffe' })
    expect(textSearchFilter('Oil-EVO')).toEqual({ name_or_code_or_metadata_cont: 'Oil-EVO' })
  })

  it('searches words with accents both as typed and folded', () => {
    expect(textSearchFilter('Caffè')).toEqual({ name_or_code_or_metadata_cont_any: 'Caffè,caffe' })
    expect(textSearchFilter('Olivenöl, Käse')).toEqual({
      name_or_code_or_metadata_cont_any: 'Olivenöl  Käse,olivenol  kase',
    })
  })
})
