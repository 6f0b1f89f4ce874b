import type { CommerceClient } from '@storefront/shared/commerce'
import { ShopError } from '@storefront/shared/errors'

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
  // A 201 without a body leaves the SDK no line to answer with (nothing, or {}): the line was
  // made, and which one is for the order to say.
  if (!item?.id) throw new ShopError('unreadable_answer', { message: 'line item created without its id' })
  return item.id
}
