import type { CommerceClient } from '@storefront/shared/commerce'
import type { Inventory } from '../../../lib/catalog-types'
import { inventoryOf, type SkuLike } from '../../../lib/to-product'
import { useResource } from '../../../lib/use-resource'

/**
 * A sku's stock and delivery lead times. Commerce Layer computes `inventory` only when a sku is
 * retrieved by id, so this follows the product request; the page shows the product meanwhile.
 */
export async function getSkuInventory(client: CommerceClient, id: string): Promise<Inventory | null> {
  const sku = await client.skus.retrieve(id, { fields: { skus: ['inventory', 'do_not_track'] } })
  return inventoryOf(sku as unknown as SkuLike)
}

/** Stock moves while the visitor browses: a product seen before shows its last stock, then today's. */
export function useSkuInventory(id: string) {
  return useResource(`sku-inventory|${id}`, (client) => getSkuInventory(client, id), { revalidate: true })
}
