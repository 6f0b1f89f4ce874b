import type { UpstreamToken } from '../commerce/oauth'

/** What the browser gets for a token: never the refresh token, which stays in the cookie. */
export interface TokenAnswer {
  accessToken: string
  expiresAt: string
  /**
   * Whole seconds the token has left as this answer leaves. The browser plans its renewal from
   * it by its own clock: a computer set an hour off would otherwise renew an hour late (and meet
   * 401s) or find every token already expired (and renew every second).
   */
  expiresIn: number
  scope: string
  customerId?: string
}

export function tokenAnswer(token: UpstreamToken, now: number): TokenAnswer {
  const issuedAt = token.created_at ? token.created_at * 1000 : now
  const expiresAt = issuedAt + token.expires_in * 1000
  return {
    accessToken: token.access_token,
    expiresAt: new Date(expiresAt).toISOString(),
    expiresIn: Math.max(0, Math.floor((expiresAt - now) / 1000)),
    scope: token.scope,
    ...(token.owner_id ? { customerId: token.owner_id } : {}),
  }
}
