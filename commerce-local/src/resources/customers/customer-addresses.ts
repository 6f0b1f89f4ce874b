import { getRecord } from '../../db/records'
import { errors } from '../../errors/errors'
import { attribute, defineResource, hasOne, unqueryable } from '../../jsonapi/define-resource'
import type { Draft, ResourceContext } from '../../jsonapi/resource'
import { ownedBy } from './ownership'

const owners = ['customer', 'integration'] as const

/** A customer's address book: links a customer to an address. */
export const customerAddresses = defineResource({
  type: 'customer_addresses',
  attributes: {
    name: unqueryable(attribute('string')),
    customer_email: unqueryable(attribute('string', 'C', true)),
  },
  relationships: {
    customer: hasOne('customers', 'CU'),
    address: hasOne('addresses', 'CU'),
  },
  access: { list: owners, retrieve: owners, create: owners, update: owners, delete: owners },
  visibleTo: (ctx) => ownedBy(ctx),
  beforeCreate: withOwnerAndName,
  beforeUpdate: withOwnerAndName,
})

// A customer token always writes to its own book, as Commerce Layer scopes it.
async function withOwnerAndName(ctx: ResourceContext, draft: Draft): Promise<void> {
  if (ctx.auth.role === 'customer' && ctx.auth.customerId) {
    draft.relationships.customer = { type: 'customers', id: ctx.auth.customerId }
  }
  const customerId = draft.relationships.customer?.id
  if (!customerId) throw errors.validation('customer', 'must exist', '/data/relationships/customer')
  const addressId = draft.relationships.address?.id
  if (!addressId) throw errors.validation('address', 'must exist', '/data/relationships/address')
  const [customer, address] = await Promise.all([
    getRecord(ctx.db, 'customers', customerId),
    getRecord(ctx.db, 'addresses', addressId),
  ])
  draft.attributes.customer_email = customer?.attributes.email ?? null
  draft.attributes.name = address?.attributes.name ?? null
}
