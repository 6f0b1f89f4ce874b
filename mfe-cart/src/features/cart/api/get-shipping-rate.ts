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
 * shop's convention, as for delivery lead times); null when the market has none so named.
 */
export function getShippingRate(client: CommerceClient, reference: string): Promise<ShippingRate | null> {
  const known = found.get(client) ?? new Map<string, Promise<ShippingRate | null>>()
  found.set(client, known)
  const cached = known.get(reference)
  if (cached) return cached
  const reading = client.shipping_methods
    .list({
      filters: { reference_eq: reference },
      fields: { shipping_methods: ['price_amount_cents', 'free_over_amount_cents', 'use_subtotal'] },
      pageSize: 1,
    })
    .then(([method]) =>
      method
        ? {
            priceCents: method.price_amount_cents ?? 0,
            freeOverCents: method.free_over_amount_cents ?? null,
            comparesSubtotal: method.use_subtotal === true,
          }
        : null,
    )
  // A failed read is not kept: the next cart page asks again.
  reading.catch(() => known.delete(reference))
  known.set(reference, reading)
  return reading
}
