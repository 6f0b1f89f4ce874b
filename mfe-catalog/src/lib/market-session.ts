import type { ShopBus } from '@storefront/shared/events'

// One wait per bus and market, however many requests ask: a market whose session never comes
// (the shopper moved on again) holds one listener, not one per request made meanwhile.
const waits = new WeakMap<ShopBus, Map<string, Promise<void>>>()

/**
 * Resolves once the shell's session is for `marketCode`. After a country change the shell
 * mounts the catalog with the new market before the new token arrives; asking the API with
 * the old token would cache the old market's prices under the new market.
 */
export function sessionForMarket(bus: ShopBus, marketCode: string): Promise<void> {
  if (bus.last('session:changed')?.marketCode === marketCode) return Promise.resolve()
  const ofBus = waits.get(bus) ?? new Map<string, Promise<void>>()
  waits.set(bus, ofBus)
  const pending = ofBus.get(marketCode)
  if (pending) return pending
  const waiting = new Promise<void>((resolve) => {
    const off = bus.subscribe('session:changed', (session) => {
      if (session.marketCode !== marketCode) return
      off()
      ofBus.delete(marketCode)
      resolve()
    })
  })
  ofBus.set(marketCode, waiting)
  return waiting
}
