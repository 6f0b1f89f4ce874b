import type { CommerceClient } from '@storefront/shared/commerce'
import { stockReadsAtOnce } from '../../../config/cart-rules'
import { mapAtMost } from '../../../lib/map-at-most'
import type { CartLine } from '../api/cart-order'
import { getSkuInventory } from '../api/get-sku-inventory'
import type { KnownShortage, Shortage } from './stock-errors'
import { type ItemPart, unitsThatFit } from './stock-room'

/** What is left of each sku, by code, as the API reads it now (`inventory` comes on retrieve only). */
async function stockByCode(client: CommerceClient, codes: readonly string[]): Promise<Map<string, number>> {
  const skus = await client.skus.list({
    filters: { code_in: codes.join(',') },
    fields: { skus: ['code'] },
    pageSize: 25,
  })
  const inventories = await mapAtMost(skus, stockReadsAtOnce, (sku) => getSkuInventory(client, sku.id))
  return new Map(inventories.map((inventory) => [inventory.code, inventory.available]))
}

/**
 * The shortages a stock refusal stands for, each with its figure: the one the answer gave, or,
 * where it gave none, what the API reads now of the sku it named (of every sku of the item when
 * it named none). Without it, a refusal that said no number told the shopper "room for 0".
 */
export async function stockFigures(
  client: CommerceClient,
  parts: readonly ItemPart[],
  shortage: Shortage,
): Promise<KnownShortage[]> {
  if (shortage.available !== null) return [{ skuCode: shortage.skuCode, available: shortage.available }]
  const codes = shortage.skuCode ? [shortage.skuCode] : [...new Set(parts.map((part) => part.code))]
  if (codes.length === 0) throw new Error('a stock refusal for an item with no sku to read')
  const left = await stockByCode(client, codes)
  // A sku the API did not give back has no figure: a guess of 0 is the "room for 0" this avoids.
  return codes.map((code) => {
    const available = left.get(code)
    if (available === undefined) throw new Error(`no stock figure for ${code}`)
    return { skuCode: code, available }
  })
}

/**
 * Whether stock is short of one unit of the item even beside an empty cart: it sold out (bought
 * since the page read it), rather than sitting in this cart already.
 */
export const soldOutUnder = (parts: readonly ItemPart[], shortages: readonly KnownShortage[]): boolean =>
  shortages.some((shortage) => unitsThatFit([], parts, shortage) === 0)

/** How many units of the item fit beside `lines` under every one of the shortages. */
export const unitsThatFitAll = (
  lines: readonly CartLine[],
  parts: readonly ItemPart[],
  shortages: readonly KnownShortage[],
): number => Math.min(...shortages.map((shortage) => unitsThatFit(lines, parts, shortage)))
