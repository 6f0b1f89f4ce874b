import { type AnalyticsItem, type ItemList, itemFromLineItem } from '@storefront/shared/analytics'
import type { CartLine } from '../api/cart-order'

/** A cart line as GA4 wants it (major units; all the shop's currencies have two decimals). */
export function analyticsItemOf(line: CartLine): AnalyticsItem {
  return itemFromLineItem({
    sku_code: line.kind === 'sku' ? line.code : null,
    bundle_code: line.kind === 'bundle' ? line.code : null,
    name: line.name,
    unit_amount_float: line.unitCents / 100,
    compared_at_amount_float: line.compareAtCents === null ? null : line.compareAtCents / 100,
    quantity: line.quantity,
    category: line.category,
  })
}

/** The item with the list it was added from, where GA4 credits the list with the add. */
export function fromList(item: AnalyticsItem, list: ItemList | undefined): AnalyticsItem {
  return list ? { ...item, item_list_id: list.id, item_list_name: list.name } : item
}
