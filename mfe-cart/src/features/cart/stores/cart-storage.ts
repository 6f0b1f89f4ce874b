import { storageKeys } from '@storefront/shared/constants'
import { createSharedIds } from '../../../lib/shared-ids'
import { storage } from '../../../lib/storage'

// Local storage answers at once, for a page's first load; the shared copy answers what another
// tab wrote a moment ago, for the decisions tabs race on (making the cart, following another tab).
const shared = createSharedIds('storefront-cart')

/** The remembered cart id of each market: a visitor who comes back to a country finds its cart. */
export const cartIds = {
  get: (marketCode: string) => storage.get(storageKeys.cartId(marketCode)),
  /** The id as the other tabs left it, even a moment ago; local storage's where that cannot answer. */
  latest: async (marketCode: string) => (await shared.get(marketCode)) ?? cartIds.get(marketCode),
  /** Resolves once the other tabs' `latest` reads the new id. */
  set(marketCode: string, orderId: string): Promise<void> {
    storage.set(storageKeys.cartId(marketCode), orderId)
    return shared.set(marketCode, orderId)
  },
  forget(marketCode: string): void {
    storage.remove(storageKeys.cartId(marketCode))
    void shared.forget(marketCode)
  },
  /**
   * Forgets a cart found gone, unless another has taken its place meanwhile: another tab's new
   * cart (the customer's, written as they signed in there) is not this one's to forget.
   */
  forgetGone(marketCode: string, orderId: string): void {
    if (cartIds.get(marketCode) === orderId) cartIds.forget(marketCode)
  },
  /** On logout every market's cart, and its gift message, belonged to the customer who left. */
  forgetAll(): void {
    void shared.forgetAll()
    removeStored([storageKeys.cartId(''), storageKeys.giftMessage('')])
  },
}

/** Removes every local storage entry whose key starts with one of `prefixes`. */
function removeStored(prefixes: readonly string[]): void {
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
}

/**
 * Every market's kept gift message and draft: the words (names, addresses) are the personal part
 * of a cart; its id opens nothing without its customer's token.
 */
export const forgetGiftMessages = () => removeStored([storageKeys.giftMessage('')])

/** A kept gift message, with the order it was written for. */
interface KeptGiftMessage {
  readonly orderId: string
  readonly message: string
}

function readKept(raw: string | null): KeptGiftMessage | null {
  try {
    const kept: unknown = raw === null ? null : JSON.parse(raw)
    if (typeof kept !== 'object' || kept === null) return null
    const { orderId, message } = kept as Record<string, unknown>
    return typeof orderId === 'string' && typeof message === 'string' ? { orderId, message } : null
  } catch {
    // A copy from before messages named their order: it cannot say whose it is.
    return null
  }
}

/** A message kept under `key` for one order; a copy kept for another order is dropped on reading. */
function keptForOrder(key: string, orderId: string): string | null {
  const raw = storage.get(key)
  const kept = readKept(raw)
  if (kept?.orderId === orderId) return kept.message
  if (raw !== null) storage.remove(key)
  return null
}

/**
 * The gift message of each market's cart, kept with the id of its order. The market's next cart
 * (after checkout, a refused token or a logout) is a new order: it must not show the last one's.
 */
export const giftMessages = {
  /** The message kept for `orderId`; a copy kept for another order is dropped. */
  get: (marketCode: string, orderId: string) => keptForOrder(storageKeys.giftMessage(marketCode), orderId),
  set(marketCode: string, orderId: string, message: string): void {
    if (message) storage.set(storageKeys.giftMessage(marketCode), JSON.stringify({ orderId, message }))
    else storage.remove(storageKeys.giftMessage(marketCode))
  },
}

// Under the gift message's own prefix, so a logout's `forgetAll` drops the draft with it.
const draftKey = (marketCode: string) => `${storageKeys.giftMessage(marketCode)}:draft`

/**
 * A gift message typed and not saved yet, tied to its order like the saved one: a failed save,
 * a reload or a change of language (which remounts the page) must not lose what was typed.
 * An empty draft is kept too: it is a saved message the shopper is taking off.
 */
export const giftMessageDrafts = {
  get: (marketCode: string, orderId: string) => keptForOrder(draftKey(marketCode), orderId),
  set(marketCode: string, orderId: string, message: string): void {
    storage.set(draftKey(marketCode), JSON.stringify({ orderId, message }))
  },
  forget(marketCode: string): void {
    storage.remove(draftKey(marketCode))
  },
}
