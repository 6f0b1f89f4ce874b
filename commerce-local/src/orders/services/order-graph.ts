import { idIn, linkedTo } from '../../db/conditions'
import { findRecords, getRecord, type StoredRecord } from '../../db/records'

/** An order with everything its amounts and its place depend on. */
export interface OrderGraph {
  readonly order: StoredRecord
  readonly lineItems: readonly StoredRecord[]
  readonly options: readonly StoredRecord[]
  readonly shipments: readonly StoredRecord[]
  readonly shippingMethods: ReadonlyMap<string, StoredRecord>
  readonly paymentMethod: StoredRecord | undefined
  readonly paymentSource: StoredRecord | undefined
  readonly shippingAddress: StoredRecord | undefined
  readonly billingAddress: StoredRecord | undefined
}

const linked = (db: D1Database, order: StoredRecord, name: string) => {
  const link = order.relationships[name]
  return link ? getRecord(db, link.type, link.id) : Promise.resolve(undefined)
}

/** Reads the order's relations in parallel, leaving out line items about to be deleted. */
export async function loadOrderGraph(
  db: D1Database,
  order: StoredRecord,
  without: { lineItemId?: string; optionId?: string } = {},
): Promise<OrderGraph> {
  const [lineItems, shipments, paymentMethod, paymentSource, shippingAddress, billingAddress] =
    await Promise.all([
      findRecords(db, 'line_items', { where: [linkedTo('order', [order.id])] }),
      findRecords(db, 'shipments', { where: [linkedTo('order', [order.id])] }),
      linked(db, order, 'payment_method'),
      linked(db, order, 'payment_source'),
      linked(db, order, 'shipping_address'),
      linked(db, order, 'billing_address'),
    ])
  const items = lineItems.filter((item) => item.id !== without.lineItemId)
  const methodIds = shipments.flatMap((s) =>
    s.relationships.shipping_method ? [s.relationships.shipping_method.id] : [],
  )
  const [options, methods] = await Promise.all([
    findRecords(db, 'line_item_options', {
      where: [
        linkedTo(
          'line_item',
          items.map((i) => i.id),
        ),
      ],
    }),
    findRecords(db, 'shipping_methods', { where: [idIn(methodIds)] }),
  ])
  return {
    order,
    lineItems: items,
    options: options.filter((option) => option.id !== without.optionId),
    shipments,
    shippingMethods: new Map(methods.map((m) => [m.id, m])),
    paymentMethod,
    paymentSource,
    shippingAddress,
    billingAddress,
  }
}

export const purchasableTypes = ['skus', 'bundles'] as const

export function isPurchasable(item: StoredRecord): boolean {
  return (purchasableTypes as readonly unknown[]).includes(item.attributes.item_type)
}
