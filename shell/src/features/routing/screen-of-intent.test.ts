import { describe, expect, it } from 'vitest'
import { screenOfIntent } from './screen-of-intent'

describe('screenOfIntent', () => {
  it('accepts a known screen with its parameters', () => {
    expect(screenOfIntent({ name: 'product', code: 'OIL-01' })).toEqual({ name: 'product', code: 'OIL-01' })
  })

  it('accepts a path parameter given as a number, as the channel allows', () => {
    expect(screenOfIntent({ name: 'order', orderId: 1042 })).toEqual({ name: 'order', orderId: 1042 })
  })

  it('refuses a screen missing a path parameter', () => {
    expect(screenOfIntent({ name: 'product' })).toBeNull()
  })

  it('refuses a screen the shop does not have', () => {
    expect(screenOfIntent({ name: 'wishlist' })).toBeNull()
  })
})
