import { idIn, linkedTo, relationshipExpression } from '../db/conditions'
import { type Condition, findRecords } from '../db/records'
import type { ResourceContext } from '../jsonapi/resource'

export interface TokenMarkets {
  marketIds: string[]
  priceListIds: string[]
  currencies: string[]
  stockLocationIds: string[]
}

// Markets and their price lists change rarely (integration writes only): keeping the lookup a
// few seconds per isolate saves two queries on every catalog request.
const ttlMs = 5000
const cache = new Map<string, { expires: number; value: Promise<TokenMarkets> }>()

/** The token's markets with their price lists and currencies. */
export function tokenMarkets(ctx: ResourceContext): Promise<TokenMarkets> {
  const key = `${ctx.auth.marketIds.join(',')}|${ctx.auth.stockLocationIds.join(',')}`
  const hit = cache.get(key)
  if (hit && hit.expires > Date.now()) return hit.value
  const value = load(ctx)
  cache.set(key, { expires: Date.now() + ttlMs, value })
  value.catch(() => cache.delete(key))
  return value
}

async function load(ctx: ResourceContext): Promise<TokenMarkets> {
  const markets = await findRecords(ctx.db, 'markets', { where: [idIn(ctx.auth.marketIds)] })
  const priceListIds = markets.flatMap((m) => m.relationships.price_list?.id ?? [])
  const priceLists = await findRecords(ctx.db, 'price_lists', { where: [idIn(priceListIds)] })
  return {
    marketIds: ctx.auth.marketIds,
    priceListIds,
    currencies: [...new Set(priceLists.map((p) => String(p.attributes.currency_code)))],
    stockLocationIds: ctx.auth.stockLocationIds,
  }
}

const everything: Condition[] = []

/** Sales channel tokens see rows linked to one of their markets; integrations see all. */
export async function inTokenMarkets(ctx: ResourceContext, { optional = false } = {}): Promise<Condition[]> {
  if (ctx.auth.role === 'integration') return everything
  const linked = linkedTo('market', ctx.auth.marketIds)
  if (!optional) return [linked]
  return [{ sql: `${relationshipExpression('market')} IS NULL OR (${linked.sql})`, params: linked.params }]
}

export async function inTokenPriceLists(
  ctx: ResourceContext,
  relationship = 'price_list',
): Promise<Condition[]> {
  if (ctx.auth.role === 'integration') return everything
  return [linkedTo(relationship, (await tokenMarkets(ctx)).priceListIds)]
}

export async function inTokenStockLocations(ctx: ResourceContext, relationship = 'stock_location') {
  if (ctx.auth.role === 'integration') return everything
  return [linkedTo(relationship, ctx.auth.stockLocationIds)]
}
