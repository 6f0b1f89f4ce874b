import type { CommerceClient } from '@storefront/shared/commerce'

/**
 * The id of the sku option a catalog code names (the greeting card is `greeting-card`), among
 * the options of the token's market. The code lives in the option's metadata, since Commerce
 * Layer's sku options have no code of their own; an id is accepted too.
 */
export async function findSkuOptionId(client: CommerceClient, code: string): Promise<string | null> {
  const options = await client.sku_options.list({ pageSize: 25 })
  const found = options.find((option) => option.id === code || option.metadata?.code === code)
  return found?.id ?? null
}
