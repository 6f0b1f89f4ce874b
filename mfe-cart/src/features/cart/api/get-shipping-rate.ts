import type { CommerceClient } from '@storefront/shared/commerce'

/** What a shipping method charges, and the order amount from which it charges nothing. */
export interface ShippingRate {
  readonly priceCents: number
  /** Null when it never ships free. */
  readonly freeOverCents: number | null
  /** Whether the threshold is met by the subtotal before discounts (`use_subtotal`), or after. */
  readonly comparesSubtotal: boolean
}

// Per client (one token: one market): a rate read once serves the page's life.
const found = new WeakMap<CommerceClient, Map<string, Promise<ShippingRate | null>>>()

/**
 * The rate of the shipping method whose `reference` is the market table's method code (the
 * shop's convention, as for delivery lead times), in `currency`. Null when the market has none so
 * named, when its price is not one flat figure (`weight_tiered` and `external` methods are priced
 * per shipment at checkout), or when it is priced in another currency than the cart's.
 */
export function getShippingRate(
  client: CommerceClient,
  reference: string,
  currency: string,
): Promise<ShippingRate | null> {
  const known = found.get(client) ?? new Map<string, Promise<ShippingRate | null>>()
  found.set(client, known)
  const key = `${reference}|${currency}`
  const cached = known.get(key)
  if (cached) return cached
  const reading = client.shipping_methods
    .list({
      // A project may keep one method per currency under one reference: the first of a page
      // of one must be the cart's.
      filters: { reference_eq: reference, currency_code_eq: currency.toUpperCase() },
      fields: {
        shipping_methods: [
          'scheme',
          'currency_code',
          'price_amount_cents',
          'free_over_amount_cents',
          'use_subtotal',
        ],
      },
      pageSize: 1,
    })
    .then(([method]) =>
      method &&
      (method.scheme ?? 'flat') === 'flat' &&
      method.currency_code?.toUpperCase() === currency.toUpperCase()
        ? {
            priceCents: method.price_amount_cents ?? 0,
            freeOverCents: method.free_over_amount_cents ?? null,
            comparesSubtotal: method.use_subtotal === true,
          }
        : null,
    )
  // A failed read is not kept: the next cart page asks again.
  reading.catch(() => known.delete(key))
  known.set(key, reading)
  return reading
}
