import { getSkuInventory } from '../../../lib/get-sku-inventory'
import { skuStock } from '../../../lib/stock-view'
import { useResource } from '../../../lib/use-resource'

/** Stock moves while the visitor browses: a product seen before shows its last stock, then today's. */
export function useSkuStock(id: string) {
  return useResource(`sku-stock|${id}`, async (client) => skuStock(await getSkuInventory(client, id)), {
    revalidate: true,
  })
}
