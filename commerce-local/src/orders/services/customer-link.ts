import { hashPassword, verifyPassword } from '../../auth/password-hash'
import { attributeEquals } from '../../db/conditions'
import { findFirst, insertStatement } from '../../db/records'
import { newId, now } from '../../jsonapi/ids'
import type { Draft } from '../../jsonapi/resource'
import { invalid } from './codes'

/**
 * `customer_password` is Commerce Layer's sign-up shortcut: with the order's e-mail it creates the customer
 * and makes the order theirs. An existing customer must give their own password. It is never stored.
 */
export async function linkCustomerByPassword(db: D1Database, draft: Draft): Promise<void> {
  const password = draft.attributes.customer_password
  delete draft.attributes.customer_password
  if (typeof password !== 'string' || password === '') return
  const email = String(draft.attributes.customer_email ?? '')
    .trim()
    .toLowerCase()
  if (!email) throw invalid('customer_email', "can't be blank", 'blank')
  let customer = await findFirst(db, 'customers', [attributeEquals('email', email)])
  if (customer && !(await verifyPassword(password, customer.internal.password_hash)))
    throw invalid('customer_password')
  if (!customer) {
    const stamp = now()
    customer = {
      type: 'customers',
      id: newId(),
      attributes: { email, status: 'prospect', has_password: true, total_orders_count: 0, metadata: {} },
      relationships: {},
      internal: { password_hash: await hashPassword(password) },
      created_at: stamp,
      updated_at: stamp,
    }
    await insertStatement(db, customer).run()
  }
  draft.relationships.customer = { type: 'customers', id: customer.id }
  Object.assign(draft.attributes, {
    guest: false,
    customer_type: customer.attributes.status === 'prospect' ? 'new' : 'returning',
  })
}
