import type { MarketInfo } from '@storefront/shared/contract'
import { onTestFinished } from 'vitest'
import { acquireCartRuntime } from '../src/features/cart/stores/page-runtime'
import { apiBase, markets, startShop } from './harness'

/** The page's cart runtime, held as the mini-cart holds it, and let go when the test ends. */
export function holdCartRuntime(market: MarketInfo = markets.it) {
  const held = acquireCartRuntime({ market, apiBase })
  onTestFinished(() => held.release())
  return held
}

/** The shell's part and the page's cart runtime: an add on the bus lands in `runtime`. */
export function shopWithCart() {
  const shop = startShop()
  const { runtime, release } = holdCartRuntime()
  return { ...shop, runtime, release }
}
