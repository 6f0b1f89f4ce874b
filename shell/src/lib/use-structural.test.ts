import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useStructural } from './use-structural'

describe('useStructural', () => {
  it('keeps the first object while equal copies arrive, and takes a different one', () => {
    const first = { code: 'it' }
    const { result, rerender } = renderHook(({ value }) => useStructural(value), {
      initialProps: { value: first },
    })
    rerender({ value: { code: 'it' } })
    expect(result.current).toBe(first)
    const other = { code: 'gb' }
    rerender({ value: other })
    expect(result.current).toBe(other)
  })
})
