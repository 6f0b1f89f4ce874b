import type { CommerceClient } from '@storefront/shared/commerce'
import { orderFields, orderIncludes } from '../../../config/cart-rules'
import { type CartOrder, toCartOrder } from './cart-order'

/** The order with everything the cart shows. */
export async function getOrder(client: CommerceClient, id: string, apiBase: string): Promise<CartOrder> {
  return toCartOrder(
    await client.orders.retrieve(id, { include: [...orderIncludes], fields: orderFields }),
    apiBase,
  )
}
