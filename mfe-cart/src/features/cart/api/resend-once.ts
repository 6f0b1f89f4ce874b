import { toShopError } from '@storefront/shared/errors'

const pauseMs = 300

/**
 * A creation sent once more when the first got no answer at all (a dropped connection, a failed
 * CORS preflight). Only for what is harmless twice: a lost first placeholder address or empty
 * draft order is a record nobody uses. The cart's first add creates both, and a shopper should
 * not lose it to one dropped request. A line item is never resent: it could be added twice.
 */
export async function resendOnce<T>(create: () => Promise<T>): Promise<T> {
  try {
    return await create()
  } catch (thrown) {
    if (toShopError(thrown).code !== 'network_error') throw thrown
    await new Promise((resolve) => setTimeout(resolve, pauseMs))
    return create()
  }
}
