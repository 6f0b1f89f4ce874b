import { type MarketRecord, marketRecords } from '@storefront/shared/markets'
import type { StoredRecord } from '../../db/records'
import { amountFields } from '../../resources/catalog/money'
import { seedRecord, seedRef } from '../seed-record'
import { stockLocationKeys } from './markets'

interface Rate {
  price: number
  freeOver: number
  /** min and max hours from Milan; Verona adds a day */
  hours: readonly [number, number]
}

function rateOf(row: MarketRecord): Rate {
  if (row.code === 'it') return { price: 590, freeOver: 4900, hours: [24, 48] }
  if (row.currency === 'EUR') return { price: 990, freeOver: 7900, hours: [48, 96] }
  if (row.currency === 'GBP') return { price: 1290, freeOver: 9900, hours: [72, 120] }
  if (row.currency === 'CHF') return { price: 1490, freeOver: 12_000, hours: [72, 120] }
  if (row.shippingMethodCode === 'international-us')
    return { price: 1990, freeOver: 14_900, hours: [96, 168] }
  if (row.shippingMethodCode === 'international-no')
    return { price: 3490, freeOver: 24_900, hours: [96, 168] }
  return { price: 2990, freeOver: 19_900, hours: [120, 192] }
}

/**
 * One shipping method per row of the market table; the countries it ships to (its
 * shipping zone) are kept in `internal.zone_country_codes`.
 */
export function shippingMethodsSeed(): StoredRecord[] {
  return marketRecords.map((row) => {
    const { price, freeOver } = rateOf(row)
    return seedRecord({
      type: 'shipping_methods',
      key: row.shippingMethodCode,
      attributes: {
        // Said outright, not left to the key: the catalog picks the lead times of the method that
        // ships to the visitor's country by this reference (the sku inventory's `shipping_method`).
        reference: row.shippingMethodCode,
        name: row.shippingMethodName,
        scheme: 'flat',
        currency_code: row.currency,
        price_amount_cents: price,
        ...amountFields('price_amount', price, row.currency),
        free_over_amount_cents: freeOver,
        ...amountFields('free_over_amount', freeOver, row.currency),
        use_subtotal: false,
        price_amount_for_shipment_cents: price,
        ...amountFields('price_amount_for_shipment', price, row.currency),
        min_weight: null,
        max_weight: null,
        unit_of_weight: 'gr',
        disabled_at: null,
      },
      relationships: { market: { type: 'markets', id: row.id } },
      internal: { zone_country_codes: row.zoneCodes, zone_name: row.zoneName },
    })
  })
}

export function deliveryLeadTimesSeed(): StoredRecord[] {
  return marketRecords.flatMap((row) =>
    stockLocationKeys.map((location, index) => {
      const [min, max] = rateOf(row).hours
      const extra = index * 24
      return seedRecord({
        type: 'delivery_lead_times',
        key: `${row.shippingMethodCode}-${location}`,
        attributes: {
          min_hours: min + extra,
          max_hours: max + extra,
          min_days: Math.ceil((min + extra) / 24),
          max_days: Math.ceil((max + extra) / 24),
        },
        relationships: {
          stock_location: seedRef('stock_locations', location),
          shipping_method: seedRef('shipping_methods', row.shippingMethodCode),
        },
      })
    }),
  )
}
