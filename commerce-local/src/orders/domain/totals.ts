import { type Discount, itemDiscount, withinItemPrices } from './discounts'
import type { Promotion } from './promotions'
import { taxableOf, taxOf } from './taxes'

export interface TotalsLine {
  readonly id: string
  readonly code: string
  readonly quantity: number
  readonly unitAmountCents: number
  readonly optionsAmountCents: number
}

export interface TotalsShipment {
  readonly id: string
  readonly priceAmountCents: number
  readonly freeOverAmountCents: number | null
  readonly useSubtotal: boolean
}

export interface TotalsInput {
  readonly lines: readonly TotalsLine[]
  readonly adjustmentsCents: readonly number[]
  /** Shipments that have a shipping method; the others cost nothing yet. */
  readonly shipments: readonly TotalsShipment[]
  readonly paymentMethodPriceCents: number
  /** Already filtered by `applicablePromotions`. */
  readonly promotions: readonly Promotion[]
  readonly giftCardBalanceCents: number | null
  /** Null until the order has a country to tax for. */
  readonly taxRate: number | null
  readonly taxIncluded: boolean
}

export interface LineTotals {
  readonly id: string
  readonly totalAmountCents: number
  readonly discountCents: number
  readonly taxAmountCents: number
}

export interface OrderTotals {
  readonly subtotal: number
  readonly shipping: number
  readonly paymentMethod: number
  readonly discount: number
  readonly adjustment: number
  readonly giftCard: number
  readonly subtotalTax: number
  readonly shippingTax: number
  readonly paymentMethodTax: number
  readonly adjustmentTax: number
  readonly totalTax: number
  readonly subtotalTaxable: number
  readonly shippingTaxable: number
  readonly paymentMethodTaxable: number
  readonly adjustmentTaxable: number
  readonly totalTaxable: number
  readonly total: number
  readonly totalWithTaxes: number
  readonly skusCount: number
  readonly lines: readonly LineTotals[]
  readonly shipmentCosts: ReadonlyMap<string, number>
  readonly discounts: readonly Discount[]
  /** The (negative) free shipping discount, with the promotion that gave it. */
  readonly freeShipping: { readonly promotion: Promotion; readonly amountCents: number } | null
}

const sum = (values: Iterable<number>) => [...values].reduce((total, v) => total + v, 0)

function shipmentCost(shipment: TotalsShipment, subtotal: number, discounted: number): number {
  const compared = shipment.useSubtotal ? subtotal : discounted
  const free = shipment.freeOverAmountCents !== null && compared >= shipment.freeOverAmountCents
  return free ? 0 : shipment.priceAmountCents
}

/**
 * Every amount Commerce Layer shows on an order, worked out the way it does: item discounts first, then
 * shipping (free over a threshold, or by a free-shipping promotion), taxes on the discounted amounts, and the
 * gift card last against the amount to pay.
 */
export function computeTotals(input: TotalsInput): OrderTotals {
  const lineAmounts = input.lines.map((line) => ({
    id: line.id,
    code: line.code,
    totalAmountCents: line.unitAmountCents * line.quantity + line.optionsAmountCents,
  }))
  const subtotal = sum(lineAmounts.map((line) => line.totalAmountCents))
  const discounts = withinItemPrices(
    input.promotions
      .map((promotion) => itemDiscount(promotion, lineAmounts))
      .filter((discount): discount is Discount => discount !== null),
    lineAmounts,
  )
  const itemsDiscount = sum(discounts.map((d) => d.amountCents))

  const shipmentCosts = new Map(
    input.shipments.map((s) => [s.id, shipmentCost(s, subtotal, subtotal + itemsDiscount)] as const),
  )
  const grossShipping = sum(shipmentCosts.values())
  const freePromotion = input.promotions.find((p) => p.type === 'free_shipping_promotions')
  const freeShipping =
    freePromotion && grossShipping > 0 ? { promotion: freePromotion, amountCents: -grossShipping } : null
  const netShipping = grossShipping + (freeShipping?.amountCents ?? 0)

  const rate = input.taxRate ?? 0
  const included = input.taxIncluded
  const lines = lineAmounts.map((line) => {
    const discountCents = sum(discounts.map((d) => d.shares.get(line.id) ?? 0))
    const taxAmountCents = taxOf(line.totalAmountCents + discountCents, rate, included)
    return { id: line.id, totalAmountCents: line.totalAmountCents, discountCents, taxAmountCents }
  })
  const adjustment = sum(input.adjustmentsCents)
  const paymentMethod = input.paymentMethodPriceCents
  const subtotalTax = sum(lines.map((line) => line.taxAmountCents))
  const shippingTax = taxOf(netShipping, rate, included)
  const paymentMethodTax = taxOf(paymentMethod, rate, included)
  // Positive adjustments are not taxable by default in Commerce Layer (adjustment_taxable false).
  const adjustmentTax = 0
  const totalTax = subtotalTax + shippingTax + paymentMethodTax + adjustmentTax

  const discount = itemsDiscount + (freeShipping?.amountCents ?? 0)
  const beforeGiftCard = subtotal + grossShipping + paymentMethod + discount + adjustment
  const payable = Math.max(0, included ? beforeGiftCard : beforeGiftCard + totalTax)
  const giftCard = -Math.min(input.giftCardBalanceCents ?? 0, payable)
  const totalWithTaxes = payable + giftCard
  const subtotalTaxable = taxableOf(subtotal, rate, included)
  const shippingTaxable = taxableOf(grossShipping, rate, included)
  const paymentMethodTaxable = taxableOf(paymentMethod, rate, included)
  const adjustmentTaxable = adjustment

  return {
    subtotal,
    shipping: grossShipping,
    paymentMethod,
    discount,
    adjustment,
    giftCard,
    subtotalTax,
    shippingTax,
    paymentMethodTax,
    adjustmentTax,
    totalTax,
    subtotalTaxable,
    shippingTaxable,
    paymentMethodTaxable,
    adjustmentTaxable,
    totalTaxable: subtotalTaxable + shippingTaxable + paymentMethodTaxable + adjustmentTaxable,
    total: included ? totalWithTaxes : Math.max(0, totalWithTaxes - totalTax),
    totalWithTaxes,
    skusCount: sum(input.lines.map((line) => line.quantity)),
    lines,
    shipmentCosts,
    discounts,
    freeShipping,
  }
}
