import type { OrderUpdate } from '@commercelayer/sdk'
import type { CommerceClient } from '@storefront/shared/commerce'
import { orderFields, orderIncludes } from '../../../config/cart-rules'
import { type CartOrder, toCartOrder } from './cart-order'

export type OrderChanges = Omit<OrderUpdate, 'id'>

/** Changes the order (codes, metadata, customer) and reads it back in the same round trip. */
export async function updateOrder(
  client: CommerceClient,
  id: string,
  changes: OrderChanges,
  apiBase: string,
): Promise<CartOrder> {
  const order = await client.orders.update(
    { id, ...changes },
    { include: [...orderIncludes], fields: orderFields },
  )
  return toCartOrder(order, apiBase)
}
