import type { CommerceClient } from '@storefront/shared/commerce'
import type { Inventory } from './catalog-types'
import { inventoryOf } from './to-product'

/**
 * A sku's stock and delivery lead times. Commerce Layer computes `inventory` only when a sku is
 * retrieved by id, so this follows the product or gift-box request; the page shows that meanwhile.
 */
export async function getSkuInventory(client: CommerceClient, id: string): Promise<Inventory | null> {
  const sku = await client.skus.retrieve(id, { fields: { skus: ['inventory', 'do_not_track'] } })
  return inventoryOf(sku)
}
