import type { NetQuantity, PriceInfo } from './catalog-types'

export interface UnitPrice {
  /** In the price's minor unit, rounded to the cent. */
  readonly cents: number
  readonly currency: string
  readonly per: 'litre' | 'kilo'
}

/**
 * The price per litre or per kilo (EU Directive 98/6/EC asks for it beside the selling price of
 * food and drink sold by volume or weight), from the price paid, a discount included.
 *
 * @example unitPriceOf({ amountCents: 5490, currency: 'EUR' }, { value: 3000, unit: 'ml' })
 * // { cents: 1830, currency: 'EUR', per: 'litre' }
 */
export function unitPriceOf(price: PriceInfo, quantity: NetQuantity): UnitPrice {
  return {
    cents: Math.round((price.amountCents * 1000) / quantity.value),
    currency: price.currency,
    per: quantity.unit === 'ml' ? 'litre' : 'kilo',
  }
}
