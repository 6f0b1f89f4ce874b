import { allRoles, integrationOnly } from '../auth/auth-context'
import type { ResourceDefinition } from '../jsonapi/resource'

/** Back-office resources (gift cards, promotions, adjustments): an integration only, for everything. */
export const integrationAccess: ResourceDefinition['access'] = {
  list: integrationOnly,
  retrieve: integrationOnly,
  create: integrationOnly,
  update: integrationOnly,
  delete: integrationOnly,
}

/** Catalog resources: anyone reads, only an integration writes. */
export const catalogAccess: ResourceDefinition['access'] = {
  list: allRoles,
  retrieve: allRoles,
  create: integrationOnly,
  update: integrationOnly,
  delete: integrationOnly,
}

/**
 * For a guest's list requests on order data: nothing. A guest token is shared by every visitor
 * of a market in Commerce Layer's model (nothing in it names the visitor), so an order's id is
 * what proves it is yours: a guest opens its order (and what hangs off it) by id, never by
 * browsing the market's guest orders or addresses.
 */
export const guestsListNothing: NonNullable<ResourceDefinition['listScope']> = (ctx) =>
  ctx.auth.role === 'guest' ? [{ sql: '0', params: [] }] : []
