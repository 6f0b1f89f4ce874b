import { verify } from 'hono/jwt'
import type { TokenClaims } from '../routes/oauth/access-token'

// A shopper's page sends the same token dozens of times: verifying its RS512 signature (and
// decoding it) once per isolate is enough, as a token's claims can never change. Entries go
// when the token expires; revocation is checked on every request elsewhere.
const verified = new Map<string, TokenClaims>()
const limit = 10_000

/** The claims of a token signed with `publicKey` and not expired; throws hono's JWT errors. */
export async function verifiedClaims(token: string, publicKey: CryptoKey): Promise<TokenClaims> {
  const known = verified.get(token)
  if (known && known.exp * 1000 > Date.now()) return known
  verified.delete(token)
  const claims = (await verify(token, publicKey, 'RS512')) as unknown as TokenClaims
  if (verified.size >= limit) verified.clear()
  verified.set(token, claims)
  return claims
}
