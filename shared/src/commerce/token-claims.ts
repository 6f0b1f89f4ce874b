/** The claims of a Commerce Layer access token the browser needs to plan around. */
export interface TokenClaims {
  readonly exp: number
  readonly organization?: { readonly id: string; readonly slug: string }
  readonly market?: { readonly id: readonly string[] }
  readonly owner?: { readonly id: string; readonly type: string }
  readonly application?: { readonly kind: string; readonly public?: boolean }
}

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/')
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4)
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0))
  return JSON.parse(new TextDecoder().decode(bytes))
}

/**
 * Reads a JWT's payload without verifying it: the browser only plans renewals with it, the
 * API verifies every token itself.
 */
export function readTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const claims = decodeSegment(payload) as Partial<TokenClaims>
    return typeof claims.exp === 'number' ? (claims as TokenClaims) : null
  } catch {
    return null
  }
}

/** True when the token has expired (or will within `skewMs`), or cannot be read. */
export function isTokenExpired(token: string, now = Date.now(), skewMs = 0): boolean {
  const claims = readTokenClaims(token)
  return !claims || claims.exp * 1000 <= now + skewMs
}

/**
 * How far the API's clock runs ahead of this browser's (negative when behind), from a token and
 * when it expires by this browser's clock (the session's `expiresAt`). 0 when the token cannot
 * be read.
 */
export function apiClockAheadMs(token: string, localExpiresAt: number): number {
  const claims = readTokenClaims(token)
  return claims ? claims.exp * 1000 - localExpiresAt : 0
}
