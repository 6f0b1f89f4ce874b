import { describe, expect, it } from 'vitest'
import { textSearchFilter } from './text-search'

describe('textSearchFilter', () => {
  it('searches one word folded', () => {
    expect(textSearchFilter('caffe')).toEqual({ name_or_code_or_metadata_cont: 'caffe' })
    expect(textSearchFilter(' Caffè ')).toEqual({ name_or_code_or_metadata_cont: 'caffe' })
    expect(textSearchFilter('OIL-EVO-TUSCANY-500')).toEqual({
      name_or_code_or_metadata_cont: 'oil-evo-tuscany-500',
    })
  })

  it('asks for every word, in any order, without the signs between them', () => {
    expect(textSearchFilter('Olio  toscano')).toEqual({ name_or_code_or_metadata_cont_all: 'olio,toscano' })
    expect(textSearchFilter('Olivenöl, Käse & olivenöl')).toEqual({
      name_or_code_or_metadata_cont_all: 'olivenol,kase',
    })
  })

  it('keeps a query of signs alone as typed, and at most eight words', () => {
    expect(textSearchFilter('#')).toEqual({ name_or_code_or_metadata_cont: '#' })
    const many = 'a b c d e f g h i j'
    expect(textSearchFilter(many).name_or_code_or_metadata_cont_all?.split(',')).toHaveLength(8)
  })
})
