import type { CommerceClient } from '@storefront/shared/commerce'
import { cartStatuses, orderIncludes } from '../../../config/cart-rules'
import { type CartOrder, toCartOrder } from './cart-order'

/**
 * The customer's most recently changed order in the market that can still serve as the cart
 * (draft or pending) and holds goods; null when there is none. A customer's token lists only
 * their own orders, in every market: the market is named here. Each filter and the sort are ones
 * Commerce Layer's orders resource allows (`market` and `line_items` are filterable
 * relationships, `updated_at` sortable); the line items' type leaves out an order holding only a
 * shipping or promotion line.
 *
 * @example await getLatestOpenOrder(client, 'it', apiBase) // the order to show as the cart, or null
 */
export async function getLatestOpenOrder(
  client: CommerceClient,
  marketCode: string,
  apiBase: string,
): Promise<CartOrder | null> {
  const orders = await client.orders.list({
    filters: {
      status_in: [...cartStatuses],
      market_code_eq: marketCode,
      line_items_item_type_in: ['skus', 'bundles'],
    },
    sort: { updated_at: 'desc' },
    pageSize: 1,
    include: [...orderIncludes],
  })
  const latest = orders.first()
  return latest ? toCartOrder(latest, apiBase) : null
}
