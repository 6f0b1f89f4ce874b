import { describe, expect, it } from 'vitest'
import { median } from './interaction-latency.mjs'

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([224, 136, 208])).toBe(208)
  })

  it('is the lower of the middle values of an even count', () => {
    expect(median([40, 10, 30, 20])).toBe(20)
  })
})
