import type { StoredRecord } from '../../db/records'
import { seedRecord } from '../../seed/seed-record'

/** Demo gift cards: one with a balance per currency, one spent, so both outcomes can be tried. */
export const demoGiftCards = [
  { code: 'GIFTCARD-EUR-50', currency: 'EUR', balance: 5000 },
  { code: 'GIFTCARD-GBP-40', currency: 'GBP', balance: 4000 },
  { code: 'GIFTCARD-CHF-50', currency: 'CHF', balance: 5000 },
  { code: 'GIFTCARD-USD-60', currency: 'USD', balance: 6000 },
  { code: 'GIFTCARD-EUR-EMPTY', currency: 'EUR', balance: 0 },
] as const

export function giftCardSeed(): StoredRecord[] {
  return demoGiftCards.map(({ code, currency, balance }) =>
    seedRecord({
      type: 'gift_cards',
      key: code,
      attributes: {
        code,
        status: 'active',
        currency_code: currency,
        balance_cents: balance,
        initial_balance_cents: Math.max(balance, 5000),
        single_use: false,
        rechargeable: false,
        distribute_discount: false,
      },
    }),
  )
}
