import { idIn } from '../../db/conditions'
import { findRecords, type RecordRef, type StoredRecord } from '../../db/records'
import { errors } from '../../errors/errors'
import type { ResourceContext } from '../../jsonapi/resource'
import { isEditable, type OrderStatus } from '../domain/status'
import { orderScope } from '../services/order-scope'
import { notEditable } from './not-editable'

/**
 * The editable order a line item, option or payment source is written to, if the caller may
 * see it (a customer cannot add to another's cart); 422 when missing or placed.
 */
export async function editableOrder(
  ctx: ResourceContext,
  ref: RecordRef | null | undefined,
): Promise<StoredRecord> {
  const [order] = ref
    ? await findRecords(ctx.db, 'orders', { where: [idIn([ref.id]), ...orderScope(ctx.auth)], limit: 1 })
    : []
  if (!order) throw errors.validation('order', "can't be blank", '/data/relationships/order')
  if (!isEditable(order.attributes.status as OrderStatus)) throw notEditable(order)
  return order
}
