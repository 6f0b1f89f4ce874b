import type { ShopBus } from '@storefront/shared/events'

/**
 * Resolves once the shell's session is for `marketCode`. After a country change the shell
 * mounts the catalog with the new market before the new token arrives; asking the API with
 * the old token would cache the old market's prices under the new market.
 */
export function sessionForMarket(bus: ShopBus, marketCode: string): Promise<void> {
  if (bus.last('session:changed')?.marketCode === marketCode) return Promise.resolve()
  return new Promise((resolve) => {
    const off = bus.subscribe('session:changed', (session) => {
      if (session.marketCode !== marketCode) return
      off()
      resolve()
    })
  })
}
