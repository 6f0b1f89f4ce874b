import { allRoles } from '../../auth/auth-context'
import { attributeEquals } from '../../db/conditions'
import { findFirst } from '../../db/records'
import { errors } from '../../errors/errors'
import { attribute, defineResource, hasOne, unqueryable } from '../../jsonapi/define-resource'
import { ownedBy } from './ownership'

/** Newsletter subscriptions by e-mail; an e-mail subscribes once. */
export const customerSubscriptions = defineResource({
  type: 'customer_subscriptions',
  attributes: {
    customer_email: unqueryable(attribute('string', 'C', true)),
    // What the subscription is for: the shop subscribes to its `newsletter`.
    reference: attribute('string', 'CU', true),
  },
  relationships: {
    customer: hasOne('customers'),
  },
  access: {
    list: ['customer', 'integration'],
    retrieve: ['customer', 'integration'],
    create: allRoles,
    delete: ['customer', 'integration'],
  },
  visibleTo: (ctx) => ownedBy(ctx),
  beforeCreate: async (ctx, draft) => {
    const email = String(draft.attributes.customer_email).trim().toLowerCase()
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw errors.validation('customer_email', 'is invalid')
    if (await findFirst(ctx.db, 'customer_subscriptions', [attributeEquals('customer_email', email)])) {
      throw errors.validation('customer_email', 'has already been taken')
    }
    draft.attributes.customer_email = email
    const customer = await findFirst(ctx.db, 'customers', [attributeEquals('email', email)])
    if (customer) draft.relationships.customer = { type: 'customers', id: customer.id }
  },
})
