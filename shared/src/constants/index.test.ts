import { describe, expect, it } from 'vitest'
import { availableStock, storageKeys } from './index'

describe('availableStock', () => {
  it('sums quantity minus reserved over every stock item', () => {
    expect(
      availableStock([{ quantity: 10, reserved: 3 }, { quantity: 4 }, { quantity: 2, reserved: null }]),
    ).toBe(13)
  })

  it('never lets an over-reserved location count negative', () => {
    expect(
      availableStock([
        { quantity: 1, reserved: 5 },
        { quantity: 2, reserved: 0 },
      ]),
    ).toBe(2)
  })

  it('is zero with no stock items', () => {
    expect(availableStock([])).toBe(0)
  })
})

describe('storageKeys', () => {
  it('keeps one cart and gift message per market', () => {
    expect(storageKeys.cartId('it')).not.toBe(storageKeys.cartId('gb'))
    expect(storageKeys.giftMessage('it')).not.toBe(storageKeys.giftMessage('gb'))
    // Under one key, saving the gift message would overwrite the cart's id.
    expect(storageKeys.giftMessage('gb')).not.toBe(storageKeys.cartId('gb'))
  })
})
