import type { StoredRecord } from '../../db/records'
import { moneyFields } from '../domain/money'
import type { OrderTotals } from '../domain/totals'

/** How the order's amounts are written: in its currency (Commerce Layer ignores the language). */
export interface Formatting {
  readonly currency: string
}

export function formattingOf(order: StoredRecord): Formatting {
  const currency = order.attributes.currency_code
  return { currency: typeof currency === 'string' ? currency : 'EUR' }
}

/** Every amount field of the order the reference lists, as cents, float and formatted. */
export function orderAmountFields(totals: OrderTotals, formatting: Formatting) {
  const amounts: Record<string, number> = {
    subtotal_amount: totals.subtotal,
    shipping_amount: totals.shipping,
    payment_method_amount: totals.paymentMethod,
    discount_amount: totals.discount,
    adjustment_amount: totals.adjustment,
    gift_card_amount: totals.giftCard,
    total_tax_amount: totals.totalTax,
    subtotal_tax_amount: totals.subtotalTax,
    shipping_tax_amount: totals.shippingTax,
    payment_method_tax_amount: totals.paymentMethodTax,
    adjustment_tax_amount: totals.adjustmentTax,
    total_amount: totals.total,
    total_taxable_amount: totals.totalTaxable,
    subtotal_taxable_amount: totals.subtotalTaxable,
    shipping_taxable_amount: totals.shippingTaxable,
    payment_method_taxable_amount: totals.paymentMethodTaxable,
    adjustment_taxable_amount: totals.adjustmentTaxable,
    total_amount_with_taxes: totals.totalWithTaxes,
    fees_amount: 0,
    duty_amount: 0,
  }
  return amountFields(amounts, formatting)
}

/** Amount fields for any resource, from a map of base name to cents. */
export function amountFields(amounts: Record<string, number>, { currency }: Formatting) {
  return Object.assign(
    {},
    ...Object.entries(amounts).map(([base, cents]) => moneyFields(base, cents, currency)),
  ) as Record<string, number | string>
}
