import type { CommerceClient } from '@storefront/shared/commerce'
import type { ItemPart } from '../stores/stock-room'

/**
 * What a gift box holds, by sku code: its sku list's items say how many of each. Read when a
 * box the cart does not hold yet was refused for stock, to say how many of it fit.
 */
export async function getBundleParts(client: CommerceClient, code: string): Promise<ItemPart[]> {
  const [bundle] = await client.bundles.list({
    filters: { code_eq: code },
    include: ['sku_list.sku_list_items'],
    fields: {
      bundles: ['code', 'sku_list'],
      sku_lists: ['sku_list_items'],
      sku_list_items: ['sku_code', 'quantity'],
    },
    pageSize: 1,
  })
  return (bundle?.sku_list?.sku_list_items ?? []).flatMap((item) =>
    item.sku_code ? [{ code: item.sku_code, quantity: item.quantity || 1 }] : [],
  )
}
