import { encodeBase64Url } from 'hono/utils/encode'
import { hashPassword } from '../../auth/password-hash'
import { attributeEquals } from '../../db/conditions'
import { findFirst, getRecord, updateStatement } from '../../db/records'
import { errors } from '../../errors/errors'
import {
  attribute,
  defineResource,
  hasOne,
  unqueryable,
  unsortable,
  writeOnly,
} from '../../jsonapi/define-resource'
import { now } from '../../jsonapi/ids'
import type { Draft, ResourceContext } from '../../jsonapi/resource'

const integration = ['integration'] as const

/**
 * Password resets: create with the customer's e-mail to get `reset_password_token`, then
 * update with `_reset_password_token` and `customer_password`. A token works once.
 */
export const customerPasswordResets = defineResource({
  type: 'customer_password_resets',
  attributes: {
    customer_email: unqueryable(attribute('string', 'C', true)),
    reset_password_token: unsortable(attribute('string')),
    customer_password: unqueryable(writeOnly('string', 'U')),
    _reset_password_token: writeOnly('string', 'U'),
    reset_password_at: unsortable(attribute('datetime')),
  },
  relationships: {
    customer: hasOne('customers'),
  },
  access: {
    list: integration,
    retrieve: integration,
    create: integration,
    update: integration,
    delete: integration,
  },
  beforeCreate: async (ctx, draft) => {
    const email = String(draft.attributes.customer_email).trim().toLowerCase()
    const customer = await findFirst(ctx.db, 'customers', [attributeEquals('email', email)])
    if (!customer) throw errors.validation('customer_email', 'not found')
    draft.relationships.customer = { type: 'customers', id: customer.id }
    draft.attributes.customer_email = email
    draft.attributes.reset_password_at = null
    draft.attributes.reset_password_token = encodeBase64Url(crypto.getRandomValues(new Uint8Array(15)).buffer)
  },
  beforeUpdate: resetPassword,
})

async function resetPassword(ctx: ResourceContext, draft: Draft): Promise<void> {
  const password = draft.attributes.customer_password
  delete draft.attributes.customer_password
  const token = draft.triggers._reset_password_token
  if (draft.attributes.reset_password_at || token !== draft.attributes.reset_password_token) {
    throw errors.validation('reset_password_token', 'is invalid', '/data/attributes/_reset_password_token')
  }
  if (typeof password !== 'string' || password.length < 6) {
    throw errors.validation('customer_password', 'is too short (minimum is 6 characters)')
  }
  const customer = await getRecord(ctx.db, 'customers', draft.relationships.customer?.id ?? '')
  if (!customer) throw errors.recordNotFound()
  customer.internal.password_hash = await hashPassword(password)
  customer.attributes.has_password = true
  customer.updated_at = now()
  await updateStatement(ctx.db, customer).run()
  draft.attributes.reset_password_at = customer.updated_at
}
