import type { AuthContext } from '../../auth/auth-context'
import type { Condition } from '../../db/records'

/**
 * Which orders a caller sees, as SQL over the `records` row aliased `alias`: an integration all of them,
 * a customer its own, a guest the guest orders of its markets.
 */
export function orderScope(auth: AuthContext, alias = ''): Condition[] {
  const column = (name: string) => (alias ? `${alias}.${name}` : name)
  const customer = `json_extract(${column('relationships')}, '$.customer.id')`
  const market = `json_extract(${column('relationships')}, '$.market.id')`
  if (auth.role === 'integration') return []
  if (auth.role === 'customer') return [{ sql: `${customer} = ?`, params: [auth.customerId ?? ''] }]
  return [
    {
      sql: `${customer} IS NULL AND ${market} IN (SELECT value FROM json_each(?))`,
      params: [JSON.stringify(auth.marketIds)],
    },
  ]
}

/** Records linked to an order the caller sees (line items, shipments, payment sources). */
export function throughOrder(auth: AuthContext, link = 'order'): Condition[] {
  const scope = orderScope(auth, 'o')
  if (scope.length === 0) return []
  return [
    {
      sql: `json_extract(relationships, '$.${link}.id') IN (SELECT o.id FROM records o WHERE o.type = 'orders' AND ${scope.map((c) => `(${c.sql})`).join(' AND ')})`,
      params: scope.flatMap((c) => c.params),
    },
  ]
}
