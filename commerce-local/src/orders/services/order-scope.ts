import type { AuthContext } from '../../auth/auth-context'
import type { Condition } from '../../db/records'

/**
 * Which orders a caller sees, as SQL over the `records` row aliased `alias`: an integration all of them,
 * a customer its own, a guest the guest orders of its markets (which it may open by id, but not
 * list: see `guestsListNothing`).
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

/**
 * Records linked to an order the caller sees (line items, shipments, payment sources). A
 * correlated EXISTS looks up each row's own order by primary key, so the cost follows the rows
 * asked for, not the number of orders in the market. `outer` names the row being filtered.
 */
export function throughOrder(auth: AuthContext, link = 'order', outer = 'records'): Condition[] {
  const scope = orderScope(auth, 'o')
  if (scope.length === 0) return []
  return [
    {
      sql: `EXISTS (SELECT 1 FROM records o WHERE o.type = 'orders' AND o.id = json_extract(${outer}.relationships, '$.${link}.id') AND ${scope.map((c) => `(${c.sql})`).join(' AND ')})`,
      params: scope.flatMap((c) => c.params),
    },
  ]
}
