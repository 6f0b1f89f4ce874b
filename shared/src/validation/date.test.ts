import { describe, expect, it } from 'vitest'
import { dateSchema } from './date'

describe('dateSchema', () => {
  it.each([['2024-02-29'], ['2023-12-31'], ['2000-02-29']])('accepts the calendar date %s', (date) => {
    expect(dateSchema.parse(date)).toBe(date)
  })

  it.each([
    ['2023-02-29'],
    ['1900-02-29'],
    ['2024-04-31'],
    ['2024-13-01'],
    ['2024-1-05'],
    ['05/01/2024'],
    [''],
  ])('refuses %j', (date) => {
    expect(dateSchema.safeParse(date).error?.issues[0]?.message).toBe('validation:date')
  })
})
