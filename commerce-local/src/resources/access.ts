import { allRoles, integrationOnly } from '../auth/auth-context'
import type { ResourceDefinition } from '../jsonapi/resource'

/** Catalog resources: anyone reads, only an integration writes. */
export const catalogAccess: ResourceDefinition['access'] = {
  list: allRoles,
  retrieve: allRoles,
  create: integrationOnly,
  update: integrationOnly,
  delete: integrationOnly,
}
