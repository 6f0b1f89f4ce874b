import { type ClError, unprocessable } from './cl-error'

/**
 * Commerce Layer refuses a shipping address outside `shipping_country_code_lock`; orders with nothing to
 * ship are not concerned.
 */
export function shippingLockError(lock: string | null, countryCode: string | null): ClError | null {
  if (!lock || !countryCode || lock.toUpperCase() === countryCode.toUpperCase()) return null
  return unprocessable(
    'relationships/shipping_address',
    `country_code must be ${lock.toUpperCase()} (shipping country code lock)`,
    'shipping_country_code_lock',
    'VALIDATION_ERROR',
    { country_code: countryCode, shipping_country_code_lock: lock },
  )
}
