import { describe, expect, it } from 'vitest'
import { shortened, visibleLength } from './visible-text'

describe('visible text', () => {
  it('counts the characters a reader sees', () => {
    expect(visibleLength('Olé 👍🏽')).toBe(5)
    expect(visibleLength('e\u0301')).toBe(1)
  })

  it('cuts a text past its length with an ellipsis, never inside a character as seen', () => {
    expect(shortened('olio', 60)).toBe('olio')
    expect(shortened('ab cdef', 4)).toBe('ab…')
    expect(shortened('👍🏽'.repeat(5), 3)).toBe('👍🏽👍🏽…')
  })
})
