import type { ErrorCode, ShopError } from '@storefront/shared/errors'

/** Whether Commerce Layer refused the write as the order can no longer change (placed, cancelled). */
function notEditable(thrown: unknown): boolean {
  const errors = (thrown as { errors?: { meta?: { error?: unknown } }[] } | null)?.errors
  return (Array.isArray(errors) ? errors : []).some((error) => error.meta?.error === 'not_editable')
}

/**
 * The words for a change the API refused as invalid (422). Commerce Layer's 422 points at an
 * attribute or the order, no field the shopper sees: "some order details are not valid" left them
 * nothing to check, so `refused` says which change failed and what to do. An order placed or
 * cancelled meanwhile (another tab) says so, as no other try would go through. Other failures
 * keep their own words.
 */
export function validationRefusalOf(error: ShopError, thrown: unknown, refused: ErrorCode): ErrorCode {
  if (error.code !== 'cl_validation_error') return error.code
  return notEditable(thrown) ? 'order_not_editable' : refused
}
