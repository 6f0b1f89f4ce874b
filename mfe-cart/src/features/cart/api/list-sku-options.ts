import type { CommerceClient } from '@storefront/shared/commerce'

// Commerce Layer's largest page: a market with more options spreads them over several.
const pageSize = 25

// Ids found, per client. A client holds one token, so one market and organization: an id found
// stays right for as long as the client lives, and a page adding cards reads it once.
const foundIds = new WeakMap<CommerceClient, Map<string, string>>()

/**
 * The id of the sku option a catalog code names (the greeting card is `greeting-card`), among
 * the options of the token's market. The code lives in the option's metadata, since Commerce
 * Layer's sku options have no code of their own; an id is accepted too. Pages are read in turn
 * until the option turns up, so the usual case (it is on the first) costs one call.
 */
export async function findSkuOptionId(client: CommerceClient, code: string): Promise<string | null> {
  const found = foundIds.get(client) ?? new Map<string, string>()
  foundIds.set(client, found)
  const known = found.get(code)
  if (known) return known
  for (let pageNumber = 1; ; pageNumber += 1) {
    const options = await client.sku_options.list({ pageSize, pageNumber })
    const option = options.find((o) => o.id === code || o.metadata?.code === code)
    if (option) {
      found.set(code, option.id)
      return option.id
    }
    // An empty page ends the search too, whatever the page count says.
    if (options.length === 0 || !options.hasNextPage()) return null
  }
}
