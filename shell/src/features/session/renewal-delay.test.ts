import { describe, expect, it } from 'vitest'
import { renewalDelay } from './renewal-delay'

describe('renewalDelay', () => {
  it('renews an hour-long token a minute before it expires', () => {
    expect(renewalDelay(3_600_000, 0)).toBe(3_540_000)
  })

  it('renews a short token at four fifths of its life', () => {
    expect(renewalDelay(10_000, 0)).toBe(8_000)
  })

  it('never renews sooner than a second, even for an expired token', () => {
    expect(renewalDelay(0, 5_000)).toBe(1_000)
  })
})
