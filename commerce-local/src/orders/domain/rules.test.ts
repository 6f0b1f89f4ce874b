import { describe, expect, it } from 'vitest'
import { authorizeNonce } from './braintree-nonces'
import { type PlaceSnapshot, placeErrors } from './place-checks'
import { shippingLockError } from './shipping-lock'
import { settledStatus, transition } from './status'

const ready: PlaceSnapshot = {
  status: 'pending',
  customerEmail: 'ada@example.com',
  purchasableItems: 1,
  billingCountryCode: 'IT',
  shippingCountryCode: 'IT',
  shippingCountryCodeLock: 'IT',
  shipmentsWithoutMethod: [],
  hasPaymentMethod: true,
  hasPaymentSource: true,
  totalWithTaxesCents: 2500,
  stockShortages: [],
}
const pointers = (order: PlaceSnapshot) => placeErrors(order).map((e) => e.source.pointer)

describe('placeErrors', () => {
  it('lets a complete pending order through', () => {
    expect(placeErrors(ready)).toEqual([])
  })

  it('points at every missing piece with a 422', () => {
    const errors = placeErrors({
      ...ready,
      billingCountryCode: null,
      shippingCountryCode: null,
      shipmentsWithoutMethod: ['1234/S/001'],
      hasPaymentMethod: false,
    })
    expect(errors.every((e) => e.status === '422' && e.code === 'VALIDATION_ERROR')).toBe(true)
    expect(errors.map((e) => e.source.pointer)).toEqual([
      '/data/relationships/billing_address',
      '/data/relationships/shipping_address',
      '/data/relationships/shipments',
      '/data/relationships/payment_method',
    ])
  })

  it('asks for a payment source once the method is chosen', () => {
    expect(pointers({ ...ready, hasPaymentSource: false })).toEqual(['/data/relationships/payment_source'])
  })

  it('places a free order without any payment', () => {
    expect(
      placeErrors({ ...ready, totalWithTaxesCents: 0, hasPaymentMethod: false, hasPaymentSource: false }),
    ).toEqual([])
  })

  it('refuses a draft for its missing e-mail and an empty cart for its missing items', () => {
    expect(pointers({ ...ready, status: 'draft' })).toEqual(['/data/attributes/customer_email'])
    expect(pointers({ ...ready, status: 'draft', purchasableItems: 0 })).toEqual([
      '/data/relationships/line_items',
    ])
    expect(placeErrors({ ...ready, status: 'placed' })[0]?.meta.error).toBe('invalid_transition')
  })

  it('names each sku short of stock with OUT_OF_STOCK', () => {
    const errors = placeErrors({ ...ready, stockShortages: [{ skuCode: 'OIL', requested: 3, available: 1 }] })
    expect(errors).toHaveLength(1)
    expect(errors[0]?.code).toBe('OUT_OF_STOCK')
    expect(errors[0]?.meta).toMatchObject({ sku_code: 'OIL', available: 1 })
  })
})

describe('shipping country lock', () => {
  it('refuses a shipping address outside the locked country only', () => {
    expect(shippingLockError('IT', 'it')).toBeNull()
    expect(shippingLockError(null, 'FR')).toBeNull()
    expect(shippingLockError('IT', 'FR')?.source.pointer).toBe('/data/relationships/shipping_address')
  })
})

describe('order status', () => {
  it('turns a draft pending once it has an e-mail and an item', () => {
    expect(settledStatus('draft', true, 1)).toBe('pending')
    expect(settledStatus('draft', false, 1)).toBe('draft')
    expect(settledStatus('draft', true, 0)).toBe('draft')
  })

  it('approves placed orders and voids the authorization of cancelled ones', () => {
    const placed = {
      status: 'placed',
      paymentStatus: 'authorized',
      fulfillmentStatus: 'unfulfilled',
    } as const
    expect(transition(placed, '_approve')).toMatchObject({
      status: 'approved',
      fulfillmentStatus: 'in_progress',
    })
    expect(transition(placed, '_cancel')).toMatchObject({ status: 'cancelled', paymentStatus: 'voided' })
    expect(transition({ ...placed, status: 'pending' }, '_approve')).toMatchObject({ status: '422' })
  })
})

describe('Braintree sandbox nonces', () => {
  it('authorizes the valid test nonce and declines the processor-declined one', () => {
    expect(authorizeNonce('fake-valid-nonce').approved).toBe(true)
    expect(authorizeNonce('fake-processor-declined-visa-nonce')).toMatchObject({
      approved: false,
      code: '2000',
    })
    expect(authorizeNonce('made-up').approved).toBe(false)
  })
})
