import { sha256Hex } from '../../auth/password-hash'
import { oauthError } from './oauth-error'

export interface Application {
  id: string
  name: string
  kind: 'sales_channel' | 'integration'
  client_id: string
  client_secret_hash: string | null
}

/**
 * The application a client id names; confidential clients must send their secret.
 * A sales channel is public: a secret is neither needed nor checked.
 */
export async function authenticateClient(db: D1Database, clientId: unknown, clientSecret: unknown) {
  const application =
    typeof clientId === 'string'
      ? await db.prepare('SELECT * FROM applications WHERE client_id = ?').bind(clientId).first<Application>()
      : null
  if (!application) throw oauthError('invalid_client', 'Client authentication failed: unknown client')
  if (application.client_secret_hash !== null) {
    const matches =
      typeof clientSecret === 'string' && (await sha256Hex(clientSecret)) === application.client_secret_hash
    if (!matches) throw oauthError('invalid_client', 'Client authentication failed: wrong client secret')
  }
  return application
}
