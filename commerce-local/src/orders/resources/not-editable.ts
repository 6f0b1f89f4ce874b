import type { StoredRecord } from '../../db/records'
import { ApiError } from '../../errors/api-error'

/** Commerce Layer's answer to changing what a placed, approved or cancelled order contains. */
export function notEditable(order: StoredRecord): ApiError {
  return new ApiError(422, {
    code: 'VALIDATION_ERROR',
    title: 'is not editable',
    detail: `order - is not editable (status ${String(order.attributes.status)})`,
    pointer: '/data/relationships/order',
    meta: { error: 'not_editable', status: order.attributes.status },
  })
}
