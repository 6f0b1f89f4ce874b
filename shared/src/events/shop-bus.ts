import { contractVersion, majorOf } from '@storefront/shared/contract'
import { type Bus, createBus } from './bus'
import { type Channels, channels } from './channels'

export type ShopBus = Bus<Channels>

const globalKey = `__shopBus_v${majorOf(contractVersion)}__`

/**
 * The page's one bus. Module Federation shares `./events` as a singleton, but a remote that
 * bundled its own copy must still meet the others, so the instance lives on globalThis,
 * keyed by contract major: two majors never exchange payloads they would misread.
 */
export function getShopBus(): ShopBus {
  const holder = globalThis as unknown as Record<string, ShopBus | undefined>
  let bus = holder[globalKey]
  if (!bus) {
    bus = createBus(channels)
    holder[globalKey] = bus
  }
  return bus
}

/** Drops the page's bus; tests use it to start each case from nothing. */
export function resetShopBus(): void {
  delete (globalThis as unknown as Record<string, unknown>)[globalKey]
}
