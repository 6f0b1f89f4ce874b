import { ShopError } from '@storefront/shared/errors'
import { describe, expect, it } from 'vitest'
import { codeAttributeOf, codeErrorOf } from './code-errors'

const refusal = (attribute: string) => ({
  name: 'ApiError',
  status: 422,
  errors: [{ code: 'VALIDATION_ERROR', source: { pointer: `/data/attributes/${attribute}` } }],
})

describe('which code the field takes', () => {
  it('takes either kind on a fresh order, the other kind once one is applied, none with both', () => {
    expect(codeAttributeOf({ couponCode: null, giftCardCode: null })).toBe('gift_card_or_coupon_code')
    expect(codeAttributeOf({ couponCode: 'WELCOME10', giftCardCode: null })).toBe('gift_card_code')
    expect(codeAttributeOf({ couponCode: null, giftCardCode: 'GIFT' })).toBe('coupon_code')
    expect(codeAttributeOf({ couponCode: 'A', giftCardCode: 'B' })).toBeNull()
  })
})

describe('the message for a refused code', () => {
  it.each([
    ['gift_card_or_coupon_code', 'no_active_gift_card_or_coupon'],
    ['gift_card_code', 'no_active_gift_card'],
    ['coupon_code', 'no_active_coupon'],
  ])('names the variant when the API refuses %s', (attribute, code) => {
    expect(codeErrorOf(new ShopError('cl_validation_error'), refusal(attribute))).toBe(code)
  })

  it('keeps the variant Commerce Layer worded itself', () => {
    expect(codeErrorOf(new ShopError('no_active_coupon'), {})).toBe('no_active_coupon')
  })

  it('calls any other refusal an invalid code and keeps network and timeout messages', () => {
    expect(codeErrorOf(new ShopError('cl_validation_error'), refusal('metadata'))).toBe('invalid_coupon_code')
    expect(codeErrorOf(new ShopError('network_error'), new TypeError('x'))).toBe('network_error')
    expect(codeErrorOf(new ShopError('request_timeout'), {})).toBe('request_timeout')
  })
})
