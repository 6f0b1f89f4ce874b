import { describe, expect, it } from 'vitest'
import { holdsCode } from './holds-code'

describe('holdsCode', () => {
  it('finds a coupon in any case, and a gift card by its whole code or its start', () => {
    expect(holdsCode({ couponCode: 'WELCOME10', giftCardCode: null }, 'welcome10')).toBe(true)
    expect(holdsCode({ couponCode: null, giftCardCode: 'GIFTCARD-EUR-50' }, 'giftcard-eur-50')).toBe(true)
    expect(holdsCode({ couponCode: null, giftCardCode: 'GIFTCARD-EUR-50' }, 'giftcard-eur-5')).toBe(true)
  })

  it('does not take a code the order lacks, nor a coupon by its start', () => {
    expect(holdsCode({ couponCode: null, giftCardCode: null }, 'WELCOME10')).toBe(false)
    expect(holdsCode({ couponCode: 'WELCOME10', giftCardCode: null }, 'WELCOME')).toBe(false)
    expect(holdsCode({ couponCode: null, giftCardCode: 'GIFTCARD-EUR-50' }, '')).toBe(false)
  })
})
