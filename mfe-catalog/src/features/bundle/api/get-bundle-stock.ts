import type { CommerceClient } from '@storefront/shared/commerce'
import type { BundleItem } from '../../../lib/catalog-types'
import { getSkuInventory } from '../../../lib/get-sku-inventory'
import { type BoxPart, boxStock } from '../../../lib/stock-view'
import { useResource } from '../../../lib/use-resource'

/** The stock of every item of a box, asked for at once: Commerce Layer keeps none for the box. */
export async function getBoxParts(client: CommerceClient, items: readonly BundleItem[]): Promise<BoxPart[]> {
  return Promise.all(
    items.map(async ({ product, quantity }) => ({
      perBox: quantity,
      inventory: await getSkuInventory(client, product.id),
    })),
  )
}

export const bundleStockKey = (code: string) => `bundle-stock|${code}`

export async function getBundleStock(client: CommerceClient, items: readonly BundleItem[]) {
  return boxStock(await getBoxParts(client, items))
}

/**
 * Like a product's, a box's stock is shown at once when seen before, then refreshed. None is asked
 * for a null code (a box that cannot be sold here whatever its stock).
 */
export function useBundleStock(code: string | null, items: readonly BundleItem[]) {
  return useResource(code === null ? null : bundleStockKey(code), (client) => getBundleStock(client, items), {
    revalidate: true,
  })
}
