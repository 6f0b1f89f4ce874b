import { relationshipExpression } from '../../db/conditions'
import type { Condition } from '../../db/records'
import type { ResourceContext } from '../../jsonapi/resource'

const nothing: Condition = { sql: '0', params: [] }

/** Customer-owned rows: a customer sees its own, a guest none, an integration all. */
export function ownedBy(ctx: ResourceContext, relationship = 'customer'): Condition[] {
  if (ctx.auth.role === 'integration') return []
  if (ctx.auth.role === 'guest' || !ctx.auth.customerId) return [nothing]
  return [{ sql: `${relationshipExpression(relationship)} = ?`, params: [ctx.auth.customerId] }]
}

/**
 * Addresses have no owner in Commerce Layer's schema: a customer sees those it created, those
 * in its address book and those of its orders; a guest those created without a customer.
 */
export function addressesVisibleTo(ctx: ResourceContext): Condition[] {
  if (ctx.auth.role === 'integration') return []
  if (ctx.auth.role === 'guest' || !ctx.auth.customerId) {
    return [{ sql: "json_extract(internal, '$.owner_customer_id') IS NULL", params: [] }]
  }
  const id = ctx.auth.customerId
  return [
    {
      sql: `json_extract(internal, '$.owner_customer_id') = ?
        OR id IN (SELECT json_extract(relationships, '$.address.id') FROM records
                  WHERE type = 'customer_addresses' AND json_extract(relationships, '$.customer.id') = ?)
        OR id IN (SELECT json_extract(relationships, '$.billing_address.id') FROM records
                  WHERE type = 'orders' AND json_extract(relationships, '$.customer.id') = ?)
        OR id IN (SELECT json_extract(relationships, '$.shipping_address.id') FROM records
                  WHERE type = 'orders' AND json_extract(relationships, '$.customer.id') = ?)`,
      params: [id, id, id, id],
    },
  ]
}
