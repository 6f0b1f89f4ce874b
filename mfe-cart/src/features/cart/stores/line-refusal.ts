import type { ErrorCode, ShopError } from '@storefront/shared/errors'

/** What the shopper did to a line. */
export type LineAction = 'quantity' | 'remove' | 'greeting-card'

const refusals = {
  quantity: 'line_quantity_not_changed',
  remove: 'line_not_removed',
  'greeting-card': 'greeting_card_not_changed',
} as const satisfies Record<LineAction, ErrorCode>

/** Whether Commerce Layer refused the write as the order can no longer change (placed, cancelled). */
function notEditable(thrown: unknown): boolean {
  const errors = (thrown as { errors?: { meta?: { error?: unknown } }[] } | null)?.errors
  return (Array.isArray(errors) ? errors : []).some((error) => error.meta?.error === 'not_editable')
}

/**
 * The words for a failed change to a line. A 422 there points at the line's quantity or the order,
 * no field the shopper sees: "some order details are not valid" left them nothing to check. The
 * words say which change failed and what to do; an order placed or cancelled meanwhile (another
 * tab) says so, as no smaller quantity would go through. Other failures keep their own words.
 */
export function lineRefusalOf(error: ShopError, thrown: unknown, action: LineAction): ErrorCode {
  if (error.code !== 'cl_validation_error') return error.code
  return notEditable(thrown) ? 'order_not_editable' : refusals[action]
}
