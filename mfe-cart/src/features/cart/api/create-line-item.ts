import type { CommerceClient } from '@storefront/shared/commerce'

export interface CreateLineItemInput {
  readonly orderId: string
  readonly kind: 'sku' | 'bundle'
  readonly code: string
  readonly quantity: number
  /** Grow the line that already holds the item instead of adding a second one (`_update_quantity`). */
  readonly merge: boolean
}

/** Adds an item to the order, as a line of its own or growing the item's line (`merge`). */
export async function createLineItem(client: CommerceClient, input: CreateLineItemInput): Promise<string> {
  const item = await client.line_items.create({
    quantity: input.quantity,
    ...(input.merge ? { _update_quantity: true } : {}),
    ...(input.kind === 'bundle' ? { bundle_code: input.code } : { sku_code: input.code }),
    order: client.orders.relationship(input.orderId),
  })
  return item.id
}
