import type { StoredRecord } from '../../db/records'
import { giftCardSeed } from './gift-cards'
import { pastOrdersSeed } from './past-orders'
import { promotionSeed } from './promotions'

export { demoGiftCards } from './gift-cards'
export { demoCoupons } from './promotions'

/** The order side of the demo shop: promotions with their coupons, gift cards and the demo customer's past orders. */
export function orderSeed(): StoredRecord[] {
  return [...promotionSeed(), ...giftCardSeed(), ...pastOrdersSeed()]
}

/** Order numbers restart with every seed, so a fresh database always numbers the same way. */
export const orderCounterReset = {
  sql: "UPDATE order_counters SET value = 24000 WHERE name = 'orders'",
  params: [],
}
