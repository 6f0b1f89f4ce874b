import { attributeEquals, idIn } from '../../db/conditions'
import { findRecords } from '../../db/records'
import { oauthError } from './oauth-error'

export interface MarketScope {
  scope: string
  marketIds: string[]
  stockLocationIds: string[]
}

/**
 * Resolves `market:code:CODE`, `market:id:ID` (space separated, several allowed) or
 * `market:all` to the markets and their stock locations; an unknown market is refused.
 */
export async function resolveMarketScope(db: D1Database, requested: unknown): Promise<MarketScope> {
  const scope = typeof requested === 'string' && requested.trim() !== '' ? requested.trim() : 'market:all'
  const parts = scope.split(/\s+/)
  const markets = []
  for (const part of parts) {
    const match = /^market:(code|id):(.+)$/.exec(part)
    if (part === 'market:all') {
      markets.push(...(await findRecords(db, 'markets')))
      continue
    }
    if (!match?.[2]) throw oauthError('invalid_scope', `The scope ${part} is not valid`, 400)
    const where = match[1] === 'code' ? attributeEquals('code', match[2]) : idIn([match[2]])
    const [market] = await findRecords(db, 'markets', { where: [where], limit: 1 })
    if (!market) throw oauthError('invalid_scope', `The market of scope ${part} does not exist`, 400)
    markets.push(market)
  }
  const stockLocationIds = markets.flatMap(
    (m) => (m.internal.stock_location_ids as string[] | undefined) ?? [],
  )
  return {
    scope,
    marketIds: [...new Set(markets.map((m) => m.id))],
    stockLocationIds: [...new Set(stockLocationIds)],
  }
}
