import { ShopError } from '../../errors'

/**
 * Forms may send the new password twice (`confirmPassword`); the shared schemas take it once.
 * A mismatch is answered here with its own code, then the field is dropped before validation.
 */
export function withoutConfirmation(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !('confirmPassword' in body)) return body
  const { confirmPassword, ...rest } = body as Record<string, unknown>
  if (confirmPassword !== rest.password) throw new ShopError(null, 'passwords_not_match')
  return rest
}
