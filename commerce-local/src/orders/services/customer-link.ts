import { verifyPassword } from '../../auth/password-hash'
import { attributeEquals } from '../../db/conditions'
import { findFirst } from '../../db/records'
import type { Draft } from '../../jsonapi/resource'
import { invalid } from './codes'

/**
 * `customer_email` with `customer_password` signs the order in: when they match a customer, the order
 * becomes that customer's. The password is never stored.
 */
export async function linkCustomerByPassword(db: D1Database, draft: Draft): Promise<void> {
  const password = draft.attributes.customer_password
  draft.attributes.customer_password = null
  if (typeof password !== 'string' || password === '') return
  const email = String(draft.attributes.customer_email ?? '')
    .trim()
    .toLowerCase()
  const customer = email ? await findFirst(db, 'customers', [attributeEquals('email', email)]) : undefined
  if (!customer || !(await verifyPassword(password, customer.internal.password_hash)))
    throw invalid('customer_password')
  draft.relationships.customer = { type: 'customers', id: customer.id }
  Object.assign(draft.attributes, { guest: false, customer_type: 'returning' })
}
