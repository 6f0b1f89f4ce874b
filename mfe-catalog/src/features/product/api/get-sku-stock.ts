import type { CommerceClient } from '@storefront/shared/commerce'
import { getSkuInventory } from '../../../lib/get-sku-inventory'
import { skuStock } from '../../../lib/stock-view'
import { useResource } from '../../../lib/use-resource'

export const skuStockKey = (id: string) => `sku-stock|${id}`

export async function getSkuStock(client: CommerceClient, id: string) {
  return skuStock(await getSkuInventory(client, id))
}

/** Stock moves while the visitor browses: a product seen before shows its last stock, then today's. */
export function useSkuStock(id: string) {
  return useResource(skuStockKey(id), (client) => getSkuStock(client, id), { revalidate: true })
}
