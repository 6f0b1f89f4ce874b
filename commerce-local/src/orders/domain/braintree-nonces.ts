/** What Braintree's sandbox answers for a payment method nonce when the payment is authorized. */
export type NonceOutcome =
  | { readonly approved: true; readonly instrument: Record<string, string> }
  | { readonly approved: false; readonly code: string; readonly message: string }

const declined = (code: string, message: string): NonceOutcome => ({ approved: false, code, message })

// Braintree's public sandbox test nonces (developer.paypal.com/braintree/docs/reference/general/testing).
const outcomes: Readonly<Record<string, NonceOutcome>> = {
  'fake-processor-declined-visa-nonce': declined('2000', 'Do Not Honor'),
  'fake-processor-declined-mastercard-nonce': declined('2000', 'Do Not Honor'),
  'fake-processor-declined-amex-nonce': declined('2000', 'Do Not Honor'),
  'fake-processor-declined-discover-nonce': declined('2000', 'Do Not Honor'),
  'fake-processor-failure-jcb-nonce': declined('3000', 'Processor Network Unavailable - Try Again'),
  'fake-luhn-invalid-nonce': declined('81715', 'Credit card number is invalid.'),
  'fake-consumed-nonce': declined('93107', 'Cannot use a payment_method_nonce more than once.'),
  'fake-gateway-rejected-fraud-nonce': declined('gateway_rejected', 'Gateway Rejected: fraud'),
}

const cards: Readonly<Record<string, Record<string, string>>> = {
  'fake-valid-nonce': { card_type: 'Visa', last4: '1881', issuer: 'braintree' },
  'fake-valid-visa-nonce': { card_type: 'Visa', last4: '1881', issuer: 'braintree' },
  'fake-valid-mastercard-nonce': { card_type: 'MasterCard', last4: '4444', issuer: 'braintree' },
  'fake-valid-amex-nonce': { card_type: 'American Express', last4: '0005', issuer: 'braintree' },
  'fake-paypal-one-time-nonce': { card_type: 'PayPal', issuer: 'paypal' },
  'fake-paypal-billing-agreement-nonce': { card_type: 'PayPal', issuer: 'paypal' },
}

/**
 * The sandbox's answer to authorizing with a nonce: the test nonces behave as documented, anything else is
 * an unknown nonce and refused, as the sandbox refuses nonces it never issued.
 */
export function authorizeNonce(nonce: string): NonceOutcome {
  const card = cards[nonce]
  if (card) return { approved: true, instrument: card }
  return outcomes[nonce] ?? declined('91565', 'Unknown or expired payment_method_nonce.')
}
