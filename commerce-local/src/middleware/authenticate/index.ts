import { createMiddleware } from 'hono/factory'
import { JwtTokenExpired } from 'hono/utils/jwt/types'
import type { AuthContext } from '../../auth/auth-context'
import { isRevoked } from '../../auth/revocations'
import { verifiedClaims } from '../../auth/verified-tokens'
import { errors } from '../../errors/errors'
import type { AppEnv } from '../../jsonapi/resource'
import type { TokenClaims } from '../../routes/oauth/access-token'
import { signingKey } from '../../routes/oauth/signing-keys'

/**
 * Verifies the bearer token and puts the caller in `c.var.auth`. Every token problem answers
 * 401 INVALID_TOKEN, which is what makes the SDK call its `refreshToken` callback.
 */
export function authenticate() {
  return createMiddleware<AppEnv>(async function authenticate(c, next) {
    const token = /^Bearer\s+(.+)$/i.exec(c.req.header('Authorization') ?? '')?.[1]
    if (!token) throw errors.invalidToken('The access token is missing')
    const key = await signingKey(c.var.db)
    const claims = await verifiedClaims(token, key.publicKey).catch((error: unknown) => {
      throw errors.invalidToken(
        error instanceof JwtTokenExpired ? 'The access token you provided has expired' : undefined,
      )
    })
    const revoked = await isRevoked(c.var.db, String(claims.rand))
    if (revoked) throw errors.invalidToken('The access token you provided has been revoked')
    c.set('auth', authContext(claims))
    await next()
  })
}

export function authContext(claims: TokenClaims): AuthContext {
  const kind = claims.application.kind
  return {
    role: kind === 'integration' ? 'integration' : claims.owner ? 'customer' : 'guest',
    applicationId: claims.application.id,
    applicationKind: kind,
    marketIds: claims.market?.id ?? [],
    stockLocationIds: claims.market?.stock_location_ids ?? [],
    ...(claims.owner && { customerId: claims.owner.id }),
    rand: String(claims.rand),
    exp: claims.exp,
  }
}
