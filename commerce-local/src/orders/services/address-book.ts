import { insertStatement, type StoredRecord } from '../../db/records'
import { newId, now } from '../../jsonapi/ids'
import type { Draft } from '../../jsonapi/resource'

/**
 * `_save_*_to_customer_address_book`: the customer gets a customer address pointing to a copy of the
 * order's address. Guests have no address book, so for them it does nothing, as in Commerce Layer.
 */
export async function saveToAddressBook(db: D1Database, order: StoredRecord, draft: Draft): Promise<void> {
  const customer = order.relationships.customer
  if (!customer) return
  const wanted = [
    draft.triggers._save_billing_address_to_customer_address_book === true &&
      order.relationships.billing_address,
    draft.triggers._save_shipping_address_to_customer_address_book === true &&
      order.relationships.shipping_address,
  ].filter((ref) => ref !== false && ref !== undefined)
  const stamp = now()
  const statements = []
  for (const ref of wanted) {
    const source = await db
      .prepare("SELECT attributes FROM records WHERE type = 'addresses' AND id = ?")
      .bind(ref.id)
      .first<{ attributes: string }>()
    if (!source) continue
    const address: StoredRecord = {
      type: 'addresses',
      id: newId(),
      attributes: JSON.parse(source.attributes),
      relationships: {},
      internal: { owner_customer_id: customer.id },
      created_at: stamp,
      updated_at: stamp,
    }
    const link: StoredRecord = {
      type: 'customer_addresses',
      id: newId(),
      attributes: {
        name: address.attributes.full_address ?? null,
        customer_email: order.attributes.customer_email ?? null,
      },
      relationships: { customer, address: { type: 'addresses', id: address.id } },
      internal: {},
      created_at: stamp,
      updated_at: stamp,
    }
    statements.push(insertStatement(db, address), insertStatement(db, link))
  }
  if (statements.length > 0) await db.batch(statements)
}
