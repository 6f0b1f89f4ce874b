import type { RecordRef } from '../../db/records'
import { getRecord, type StoredRecord } from '../../db/records'
import { errors } from '../../errors/errors'
import { isEditable, type OrderStatus } from '../domain/status'
import { notEditable } from './not-editable'

/** The editable order a line item, option or payment source is written to; 422 when missing or placed. */
export async function editableOrder(
  db: D1Database,
  ref: RecordRef | null | undefined,
): Promise<StoredRecord> {
  const order = ref ? await getRecord(db, 'orders', ref.id) : undefined
  if (!order) throw errors.validation('order', "can't be blank", '/data/relationships/order')
  if (!isEditable(order.attributes.status as OrderStatus)) throw notEditable(order)
  return order
}
