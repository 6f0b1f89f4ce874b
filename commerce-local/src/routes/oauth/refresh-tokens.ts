import { encodeBase64Url } from 'hono/utils/encode'
import { sha256Hex } from '../../auth/password-hash'
import { oauthError } from './oauth-error'

interface RefreshTokenRow {
  token_hash: string
  application_id: string
  customer_id: string
  scope: string
  expires_at: number
  used_at: number | null
  revoked_at: number | null
}

/** A new opaque refresh token for a customer; only its hash is stored. */
export async function createRefreshToken(
  db: D1Database,
  grant: { applicationId: string; customerId: string; scope: string; ttlSeconds: number },
): Promise<string> {
  const token = encodeBase64Url(crypto.getRandomValues(new Uint8Array(32)).buffer).replace(/=+$/, '')
  await db
    .prepare(
      'INSERT INTO refresh_tokens (token_hash, application_id, customer_id, scope, expires_at) VALUES (?, ?, ?, ?, ?)',
    )
    .bind(
      await sha256Hex(token),
      grant.applicationId,
      grant.customerId,
      grant.scope,
      Date.now() + grant.ttlSeconds * 1000,
    )
    .run()
  return token
}

/**
 * Spends a refresh token: it must belong to the application, be unexpired, unrevoked and
 * unused. Marking it used in the same statement that checks it makes rotation race-free.
 */
export async function spendRefreshToken(db: D1Database, token: unknown, applicationId: string) {
  if (typeof token !== 'string') throw oauthError('invalid_grant', 'The refresh token is missing')
  const spent = await db
    .prepare(
      `UPDATE refresh_tokens SET used_at = ?
       WHERE token_hash = ? AND application_id = ? AND used_at IS NULL AND revoked_at IS NULL AND expires_at > ?
       RETURNING *`,
    )
    .bind(Date.now(), await sha256Hex(token), applicationId, Date.now())
    .first<RefreshTokenRow>()
  if (!spent) throw oauthError('invalid_grant', 'The refresh token is invalid, expired or revoked')
  return spent
}

export async function revokeCustomerTokens(db: D1Database, applicationId: string, customerId: string) {
  await db
    .prepare(
      'UPDATE refresh_tokens SET revoked_at = ? WHERE application_id = ? AND customer_id = ? AND revoked_at IS NULL',
    )
    .bind(Date.now(), applicationId, customerId)
    .run()
}

export async function revokeRefreshToken(
  db: D1Database,
  token: string,
  applicationId: string,
): Promise<void> {
  await db
    .prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE token_hash = ? AND application_id = ?')
    .bind(Date.now(), await sha256Hex(token), applicationId)
    .run()
}
