import { describe, expect, it } from 'vitest'
import { storageKeys, unreachableRetryDelay, unreachableRetryDelaysMs } from './index'

describe('storageKeys', () => {
  it('keeps one cart and gift message per market', () => {
    expect(storageKeys.cartId('it')).not.toBe(storageKeys.cartId('gb'))
    expect(storageKeys.giftMessage('it')).not.toBe(storageKeys.giftMessage('gb'))
    // Under one key, saving the gift message would overwrite the cart's id.
    expect(storageKeys.giftMessage('gb')).not.toBe(storageKeys.cartId('gb'))
  })
})

describe('unreachableRetryDelay', () => {
  it('waits longer after each failed try, then keeps the last pause', () => {
    const pauses = [0, 1, 2, 3, 4, 9].map(unreachableRetryDelay)
    expect(pauses.slice(0, 4)).toEqual([...unreachableRetryDelaysMs])
    expect(pauses[0]).toBeLessThan(pauses[3] as number)
    expect(pauses.slice(4)).toEqual([unreachableRetryDelaysMs.at(-1), unreachableRetryDelaysMs.at(-1)])
  })
})
