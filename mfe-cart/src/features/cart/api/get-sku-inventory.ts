import type { CommerceClient } from '@storefront/shared/commerce'

export interface SkuInventory {
  readonly id: string
  readonly code: string
  /** Units that can still be sold; Infinity for a sku whose stock is not tracked. */
  readonly available: number
}

/** What is left of a sku; Commerce Layer computes `inventory` on retrieve only. */
export async function getSkuInventory(client: CommerceClient, id: string): Promise<SkuInventory> {
  const sku = await client.skus.retrieve(id, { fields: { skus: ['code', 'do_not_track', 'inventory'] } })
  const inventory = sku.inventory as { quantity?: number } | null | undefined
  return {
    id: sku.id,
    code: sku.code,
    available: sku.do_not_track ? Number.POSITIVE_INFINITY : Math.max(0, inventory?.quantity ?? 0),
  }
}
