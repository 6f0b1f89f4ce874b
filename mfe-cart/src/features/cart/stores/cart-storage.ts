import { storageKeys } from '@storefront/shared/constants'
import { storage } from '../../../lib/storage'

/** The remembered cart id of each market: a visitor who comes back to a country finds its cart. */
export const cartIds = {
  get: (marketCode: string) => storage.get(storageKeys.cartId(marketCode)),
  set: (marketCode: string, orderId: string) => storage.set(storageKeys.cartId(marketCode), orderId),
  forget: (marketCode: string) => storage.remove(storageKeys.cartId(marketCode)),
  /** On logout every market's cart, and its gift message, belonged to the customer who left. */
  forgetAll(): void {
    const prefixes = [storageKeys.cartId(''), storageKeys.giftMessage('')]
    const keys: string[] = []
    try {
      for (let i = 0; i < globalThis.localStorage.length; i += 1) {
        const key = globalThis.localStorage.key(i)
        if (key && prefixes.some((prefix) => key.startsWith(prefix))) keys.push(key)
      }
    } catch {
      return
    }
    for (const key of keys) storage.remove(key)
  },
}

export const giftMessages = {
  get: (marketCode: string) => storage.get(storageKeys.giftMessage(marketCode)),
  set: (marketCode: string, message: string) =>
    message
      ? storage.set(storageKeys.giftMessage(marketCode), message)
      : storage.remove(storageKeys.giftMessage(marketCode)),
}
