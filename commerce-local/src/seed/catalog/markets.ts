import { type Currency, currencies, type MarketRecord, marketRecords } from '@storefront/shared/markets'
import type { StoredRecord } from '../../db/records'
import { seedRecord, seedRef } from '../seed-record'
import { priceListKey } from './pricing'

export const stockLocationKeys = ['milan', 'verona'] as const

/** The distinct Commerce Layer markets of the market table (rows 1–3 share one). */
export function distinctMarketRows(): MarketRecord[] {
  return marketRecords.filter((row, index) => marketRecords.findIndex((r) => r.id === row.id) === index)
}

export function marketsSeed(): StoredRecord[] {
  return distinctMarketRows().map((row, index) =>
    seedRecord({
      type: 'markets',
      key: row.code,
      id: row.id,
      attributes: {
        number: index + 1,
        name: row.name,
        code: row.code,
        private: false,
        shipping_cost_cutoff: null,
      },
      relationships: {
        price_list: seedRef('price_lists', priceListKey(row.currency)),
        default_shipping_method: seedRef('shipping_methods', row.shippingMethodCode),
      },
      internal: {
        stock_location_ids: stockLocationKeys.map((key) => seedRef('stock_locations', key).id),
      },
    }),
  )
}

const priceListNames: Record<Currency, string> = {
  EUR: 'Europe (EUR)',
  GBP: 'United Kingdom (GBP)',
  CHF: 'Switzerland (CHF)',
  USD: 'Rest of the world (USD)',
}

/** One list per currency; USD prices exclude taxes, the others include VAT. */
export function priceListsSeed(): StoredRecord[] {
  return currencies.map((currency) =>
    seedRecord({
      type: 'price_lists',
      key: priceListKey(currency),
      attributes: {
        name: priceListNames[currency],
        code: priceListKey(currency),
        currency_code: currency,
        tax_included: currency !== 'USD',
      },
    }),
  )
}

export function stockLocationsSeed(): StoredRecord[] {
  const names = { milan: 'Milan warehouse', verona: 'Verona warehouse' }
  return stockLocationKeys.map((key, index) =>
    seedRecord({
      type: 'stock_locations',
      key,
      attributes: {
        number: index + 1,
        name: names[key],
        code: key,
        label_format: 'PDF',
        suppress_etd: false,
      },
    }),
  )
}
