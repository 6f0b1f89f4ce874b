import type { CommerceClient } from '@storefront/shared/commerce'
import { getSkuInventory } from '../../../lib/get-sku-inventory'
import { skuStock } from '../../../lib/stock-view'
import { useResource } from '../../../lib/use-resource'

export const skuStockKey = (id: string) => `sku-stock|${id}`

export async function getSkuStock(client: CommerceClient, id: string) {
  return skuStock(await getSkuInventory(client, id))
}

/**
 * Stock moves while the visitor browses: a product seen before shows its last stock, then today's.
 * None is asked for a null id (a product that cannot be sold here whatever its stock).
 */
export function useSkuStock(id: string | null) {
  return useResource(id === null ? null : skuStockKey(id), (client) => getSkuStock(client, id ?? ''), {
    revalidate: true,
  })
}
