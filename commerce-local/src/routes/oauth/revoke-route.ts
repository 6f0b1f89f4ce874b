import type { Context } from 'hono'
import { verify } from 'hono/jwt'
import { revokeAccessToken } from '../../auth/revocations'
import { isObject } from '../../jsonapi/parse-body'
import type { AppEnv } from '../../jsonapi/resource'
import type { TokenClaims } from './access-token'
import { authenticateClient } from './applications'
import { oauthError } from './oauth-error'
import { revokeCustomerTokens, revokeRefreshToken } from './refresh-tokens'
import { signingKey } from './signing-keys'

/**
 * `POST /oauth/revoke` (RFC 7009): revokes a refresh token, or an access token together with
 * its customer's refresh tokens, which is what a logout needs. Unknown tokens answer 200 too.
 */
export async function revokeRoute(c: Context<AppEnv>) {
  const db = c.var.db
  const body: unknown = await c.req.json().catch(() => undefined)
  if (!isObject(body) || typeof body.token !== 'string') {
    throw oauthError('invalid_request', 'token is required', 400)
  }
  const application = await authenticateClient(db, body.client_id, body.client_secret)
  const claims = await accessTokenClaims(db, body.token)
  if (claims && claims.application.id === application.id) {
    await revokeAccessToken(db, String(claims.rand), claims.exp)
    if (claims.owner) await revokeCustomerTokens(db, application.id, claims.owner.id)
  } else if (!claims) {
    await revokeRefreshToken(db, body.token, application.id)
  }
  return c.json({})
}

async function accessTokenClaims(db: D1Database, token: string): Promise<TokenClaims | undefined> {
  if (token.split('.').length !== 3) return undefined
  const key = await signingKey(db)
  const payload = await verify(token, key.publicKey, { alg: 'RS512', exp: false }).catch(() => undefined)
  return payload as TokenClaims | undefined
}
