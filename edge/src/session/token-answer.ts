import type { UpstreamToken } from '../commerce/oauth'

/** What the browser gets for a token: never the refresh token, which stays in the cookie. */
export interface TokenAnswer {
  accessToken: string
  expiresAt: string
  scope: string
  customerId?: string
}

export function tokenAnswer(token: UpstreamToken, now: number): TokenAnswer {
  const issuedAt = token.created_at ? token.created_at * 1000 : now
  return {
    accessToken: token.access_token,
    expiresAt: new Date(issuedAt + token.expires_in * 1000).toISOString(),
    scope: token.scope,
    ...(token.owner_id ? { customerId: token.owner_id } : {}),
  }
}
