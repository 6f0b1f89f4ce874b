import { hashPassword } from '../../auth/password-hash'
import { attributeEquals } from '../../db/conditions'
import { findFirst } from '../../db/records'
import { errors } from '../../errors/errors'
import { attribute, defineResource, hasMany, unqueryable, writeOnly } from '../../jsonapi/define-resource'
import type { Draft, ResourceContext } from '../../jsonapi/resource'
import { ownedBy } from './ownership'

/** Customers: sign-up with e-mail and password; a customer token sees and edits only itself. */
export const customers = defineResource({
  type: 'customers',
  attributes: {
    email: attribute('string', 'CU', true),
    password: unqueryable(writeOnly('string', 'CU')),
    status: attribute('string'),
    has_password: unqueryable(attribute('boolean')),
    total_orders_count: attribute('integer'),
    shopper_reference: unqueryable(attribute('string', 'CU')),
    profile_id: unqueryable(attribute('string', 'CU')),
    tax_exemption_code: unqueryable(attribute('string', 'CU')),
  },
  relationships: {
    customer_addresses: hasMany('customer_addresses', 'customer'),
    customer_subscriptions: hasMany('customer_subscriptions', 'customer'),
    orders: { ...hasMany('orders', 'customer'), filterable: false },
  },
  access: {
    list: ['customer', 'integration'],
    retrieve: ['customer', 'integration'],
    create: ['guest', 'integration'],
    update: ['customer', 'integration'],
    delete: ['integration'],
  },
  visibleTo: (ctx) =>
    ctx.auth.role === 'customer' ? [{ sql: 'id = ?', params: [ctx.auth.customerId] }] : ownedBy(ctx),
  beforeCreate: async (ctx, draft) => {
    Object.assign(draft.attributes, { status: 'prospect', total_orders_count: 0, has_password: false })
    await withCredentials(ctx, draft)
  },
  beforeUpdate: (ctx, draft) => withCredentials(ctx, draft),
})

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** E-mails are unique and case-insensitive; the password is kept only as a hash. */
async function withCredentials(ctx: ResourceContext, draft: Draft): Promise<void> {
  const email = String(draft.attributes.email ?? '')
    .trim()
    .toLowerCase()
  if (!emailPattern.test(email)) throw errors.validation('email', 'is invalid')
  const taken = await findFirst(ctx.db, 'customers', [attributeEquals('email', email)])
  if (taken && taken.id !== draft.id) throw errors.validation('email', 'has already been taken')
  draft.attributes.email = email

  const password = draft.attributes.password
  delete draft.attributes.password
  if (password === undefined) return
  if (typeof password !== 'string' || password.length < 6) {
    throw errors.validation('password', 'is too short (minimum is 6 characters)')
  }
  draft.internal.password_hash = await hashPassword(password)
  draft.attributes.has_password = true
}
