import { type ClError, unprocessable } from './cl-error'
import { shippingLockError } from './shipping-lock'
import type { OrderStatus } from './status'

export interface StockShortage {
  readonly skuCode: string
  readonly requested: number
  readonly available: number
}

/** What `_place` looks at, gathered from the order and its relations. */
export interface PlaceSnapshot {
  readonly status: OrderStatus
  readonly customerEmail: string | null
  readonly purchasableItems: number
  readonly billingCountryCode: string | null
  readonly shippingCountryCode: string | null
  readonly shippingCountryCodeLock: string | null
  readonly shipmentsWithoutMethod: readonly string[]
  readonly hasPaymentMethod: boolean
  readonly hasPaymentSource: boolean
  readonly totalWithTaxesCents: number
  readonly stockShortages: readonly StockShortage[]
}

const blank = (target: `attributes/${string}` | `relationships/${string}`) =>
  unprocessable(target, "can't be blank", 'blank')

function statusErrors(order: PlaceSnapshot): ClError[] {
  if (order.status === 'pending') return []
  if (order.status === 'draft' && order.purchasableItems === 0) return [blank('relationships/line_items')]
  if (order.status === 'draft') return [blank('attributes/customer_email')]
  return [
    unprocessable(
      'attributes/status',
      `cannot transition from ${order.status} to placed`,
      'invalid_transition',
    ),
  ]
}

function addressErrors(order: PlaceSnapshot): ClError[] {
  const errors: ClError[] = []
  if (!order.billingCountryCode) errors.push(blank('relationships/billing_address'))
  if (!order.shippingCountryCode) errors.push(blank('relationships/shipping_address'))
  const locked = shippingLockError(order.shippingCountryCodeLock, order.shippingCountryCode)
  if (locked) errors.push(locked)
  return errors
}

function paymentErrors(order: PlaceSnapshot): ClError[] {
  // A free order has nothing to pay, so Commerce Layer places it without payment method or source.
  if (order.totalWithTaxesCents === 0) return []
  if (!order.hasPaymentMethod) return [blank('relationships/payment_method')]
  if (!order.hasPaymentSource) return [blank('relationships/payment_source')]
  return []
}

function stockErrors(order: PlaceSnapshot): ClError[] {
  return order.stockShortages.map((shortage) =>
    unprocessable(
      'relationships/line_items',
      `${shortage.skuCode} is out of stock`,
      'out_of_stock',
      'OUT_OF_STOCK',
      {
        sku_code: shortage.skuCode,
        quantity: shortage.requested,
        available: shortage.available,
      },
    ),
  )
}

/**
 * Everything `_place` refuses, in Commerce Layer's codes and pointers; empty when the order may be placed.
 * The status check comes alone: the other checks only make sense on a pending order.
 */
export function placeErrors(order: PlaceSnapshot): ClError[] {
  const status = statusErrors(order)
  if (status.length > 0) return status
  const shipments = order.shipmentsWithoutMethod.map((number) =>
    unprocessable(
      'relationships/shipments',
      `shipment ${number} shipping method can't be blank`,
      'blank',
      'VALIDATION_ERROR',
      {
        shipment: number,
      },
    ),
  )
  return [...addressErrors(order), ...shipments, ...paymentErrors(order), ...stockErrors(order)]
}
