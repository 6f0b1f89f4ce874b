import { z } from 'zod'
import type { Deps } from '../app-env'
import type { Config } from '../config'
import { ShopError } from '../errors'
import { errorCodeOf, logRefusal } from './refusals'
import { callUpstream, type UpstreamAnswer } from './upstream'

/** Commerce Layer's token answer (snake_case, as `/oauth/token` sends it). */
const tokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.number().int().positive(),
  scope: z.string().default(''),
  created_at: z.number().optional(),
  refresh_token: z.string().min(1).optional(),
  owner_id: z.string().optional(),
  owner_type: z.string().optional(),
})
export type UpstreamToken = z.infer<typeof tokenSchema>

export type TokenRequest =
  | { grant_type: 'client_credentials'; scope?: string; client_secret?: string }
  | { grant_type: 'password'; scope: string; username: string; password: string }
  | { grant_type: 'refresh_token'; scope?: string; refresh_token: string }

/** `market:code:{code}`: the scope that limits a token to one market. */
export const marketScope = (code: string) => `market:code:${code}`

/**
 * Asks the auth server for a token. A refused grant is answered per grant: wrong credentials
 * for a password, a 502 for the edge's own (client credentials), a token error for a customer's
 * refresh; an answer without a token is a token error.
 * A busy auth server (429, 408) is a passing 503, like one that is down (502). A connection
 * lost before any answer is retried once, except for a refresh (see below).
 */
export async function requestToken(
  deps: Deps,
  config: Config,
  request: TokenRequest,
  clientId = config.salesChannelClientId,
): Promise<UpstreamToken> {
  const answer = await callUpstream(deps, `${config.authBase}/oauth/token`, {
    method: 'POST',
    body: { ...request, client_id: clientId },
    // A refresh token is spent by the call that used it: sent twice, the second is refused
    // and the customer signed out. The other grants only hand out a new token.
    repeatOnLostConnection: request.grant_type !== 'refresh_token',
  })
  // `invalid_client` names the application, whatever the grant: a sign-in refused so is the shop's
  // sales channel revoked or misconfigured, not the customer's password.
  const clientRefused = answer.status >= 400 && errorCodeOf(answer.body) === 'invalid_client'
  if (answer.status >= 400 && (clientRefused || !refusedTheCustomer(request, answer))) {
    logRefusal('token', answer, {
      ownCredentials: clientRefused || request.grant_type === 'client_credentials',
      grant: request.grant_type,
    })
  }
  // Too many requests, or too slow: the auth server said nothing about the grant. Read as a
  // refusal, it would tell a customer the password was wrong, or end a session for good by
  // dropping its refresh cookie.
  if (answer.status === 429 || answer.status === 408) {
    throw new ShopError(503, 'generic_error', {
      reason: 'upstream_unavailable',
      message: `the auth server answered ${answer.status}`,
      headers: { 'Retry-After': '5' },
    })
  }
  if (answer.status >= 400) {
    // The edge's own credentials refused (a rotated secret, a revoked application): the shop's
    // fault, which a browser retries as a passing one, not a visitor's session to start over.
    if (clientRefused || request.grant_type === 'client_credentials')
      throw new ShopError(502, 'generic_error', {
        reason: 'refused_by_commerce',
        message: `the edge's credentials were refused (${answer.status})`,
      })
    if (request.grant_type === 'password') throw new ShopError(null, 'WRONG_CREDENTIALS')
    throw new ShopError(401, 'TOKEN_ERROR', { message: `token refused (${answer.status})` })
  }
  const token = tokenSchema.safeParse(answer.body)
  if (!token.success) throw new ShopError(502, 'TOKEN_ERROR', { message: 'no token in the answer' })
  return token.data
}

/**
 * A wrong password or a spent refresh token: the customer's, not the edge's. The sign-in logs the
 * first (`login_failed`); the second is every returning visitor whose session ended.
 */
function refusedTheCustomer(request: TokenRequest, answer: UpstreamAnswer): boolean {
  return request.grant_type !== 'client_credentials' && (answer.status === 400 || answer.status === 401)
}

/** A token of the integration application, for the edge's own calls (signup, password reset). */
export function integrationToken(deps: Deps, config: Config, scope?: string): Promise<UpstreamToken> {
  return requestToken(
    deps,
    config,
    {
      grant_type: 'client_credentials',
      client_secret: config.integrationClientSecret,
      ...(scope ? { scope } : {}),
    },
    config.integrationClientId,
  )
}

/** Which of a customer's tokens a revocation names, as the log says it. */
export type RevokedToken = 'access' | 'refresh'

/**
 * Revokes one of a customer's tokens with the sales channel's client id alone, as Commerce Layer
 * takes it for a customer's access token and refresh token (a guest's would need a secret the
 * sales channel has not). Never throws: the logout it serves must end whatever the auth server
 * says, and a token left alive is logged instead, the only trace of a session still open.
 * Commerce Layer answers an unknown or already revoked token with 200 too (RFC 7009).
 */
export async function revokeToken(
  deps: Deps,
  config: Config,
  token: string,
  kind: RevokedToken,
): Promise<void> {
  try {
    const answer = await callUpstream(deps, `${config.authBase}/oauth/revoke`, {
      method: 'POST',
      body: { client_id: config.salesChannelClientId, token },
    })
    if (answer.status >= 400)
      logRefusal('revoke', answer, {
        ownCredentials: errorCodeOf(answer.body) === 'invalid_client',
        token: kind,
      })
  } catch {
    // callUpstream has logged why (unreachable, a 5xx); this says what it left undone.
    console.error({ event: 'token_revocation_failed', token: kind })
  }
}
