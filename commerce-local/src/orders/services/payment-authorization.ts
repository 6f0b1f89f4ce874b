import type { StoredRecord } from '../../db/records'
import { authorizeNonce } from '../domain/braintree-nonces'
import { type ClError, unprocessable } from '../domain/cl-error'

export type Authorization =
  | { readonly ok: true; readonly instrument: Record<string, string> }
  | { readonly ok: false; readonly error: ClError }

/**
 * Authorizes the order's payment source: wire transfers always pass (the money comes later), Braintree
 * sources answer as the sandbox answers their nonce.
 */
export function authorize(source: StoredRecord): Authorization {
  if (source.type === 'wire_transfers') return { ok: true, instrument: { issuer_type: 'wire_transfer' } }
  const nonce = source.attributes.payment_method_nonce
  if (typeof nonce !== 'string' || nonce === '') {
    return {
      ok: false,
      error: unprocessable('relationships/payment_source', "payment_method_nonce can't be blank", 'blank'),
    }
  }
  const outcome = authorizeNonce(nonce)
  if (outcome.approved) return { ok: true, instrument: { issuer_type: 'card', ...outcome.instrument } }
  return {
    ok: false,
    error: unprocessable(
      'relationships/payment_source',
      outcome.message,
      'payment_declined',
      'VALIDATION_ERROR',
      {
        processor_response_code: outcome.code,
      },
    ),
  }
}
