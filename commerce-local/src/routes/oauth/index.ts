import { Hono } from 'hono'
import type { AppEnv } from '../../jsonapi/resource'
import { revokeRoute } from './revoke-route'
import { publicKeys, signingKey } from './signing-keys'
import { tokenRoute } from './token-route'

/** Commerce Layer's auth endpoints: token, revoke and the JWKS that verifies tokens. */
export function oauthRoutes() {
  const oauth = new Hono<AppEnv>()
  oauth.post('/oauth/token', tokenRoute)
  oauth.post('/oauth/revoke', revokeRoute)
  oauth.get('/.well-known/jwks.json', async (c) => {
    // Make sure a key exists even before the first token is asked for.
    await signingKey(c.var.db)
    const keys = await publicKeys(c.var.db)
    return c.json({ keys })
  })
  return oauth
}
