import type { Currency } from '@storefront/shared/markets'

// Rough exchange rates for the demo price lists; only EUR prices are written by hand.
const rates: Record<Currency, number> = { EUR: 1, GBP: 0.87, CHF: 1.05, USD: 1.15 }

/**
 * A shop price in another currency, ending in 40 or 90 like the hand-written ones.
 *
 * @example priceIn('GBP', 1890) // 1640
 */
export function priceIn(currency: Currency, euroCents: number): number {
  if (currency === 'EUR') return euroCents
  return Math.round((euroCents * rates[currency]) / 50) * 50 - 10
}

export const priceListKey = (currency: Currency) => `price-list-${currency.toLowerCase()}`
