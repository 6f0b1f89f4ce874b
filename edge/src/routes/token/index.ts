import { marketCodeSchema } from '@storefront/shared/validation'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../app-env'
import { readJson } from '../../body/read-json'
import { marketScope, requestToken, revokeToken } from '../../commerce/oauth'
import { ShopError } from '../../errors'
import { knownMarket } from '../../session/market-code'
import { clearRefreshToken, readRefreshToken, writeRefreshToken } from '../../session/refresh-cookie'
import { tokenAnswer } from '../../session/token-answer'
import { logInCustomer } from './log-in'

const tokenBodySchema = z.discriminatedUnion('grant', [
  z.object({ grant: z.literal('guest'), market: marketCodeSchema }),
  z.object({
    grant: z.literal('password'),
    market: marketCodeSchema,
    username: z.string().min(1),
    password: z.string().min(1),
  }),
  z.object({ grant: z.literal('refresh'), market: marketCodeSchema }),
])

/**
 * `POST /api/token` and `POST /api/logout`: market-scoped tokens for guests and customers.
 * A customer's refresh token lives only in an HttpOnly cookie, rotated on every refresh.
 */
export function tokenRoutes() {
  const app = new Hono<AppEnv>()
  app.post('/token', async function issueToken(c) {
    const body = await readJson(c, tokenBodySchema)
    const scope = marketScope(knownMarket(body.market).code)
    const { deps, config } = c.var
    if (body.grant === 'guest') {
      const token = await requestToken(deps, config, { grant_type: 'client_credentials', scope })
      return c.json(tokenAnswer(token, deps.now()))
    }
    if (body.grant === 'password') return c.json(await logInCustomer(c, body.username, body.password, scope))
    const refreshToken = readRefreshToken(c)
    if (!refreshToken) throw new ShopError(401, 'TOKEN_ERROR', { message: 'no customer session' })
    try {
      // A refresh may name another market than the last token's: the new token is re-scoped.
      const token = await requestToken(deps, config, {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        scope,
      })
      writeRefreshToken(c, token.refresh_token ?? refreshToken)
      return c.json(tokenAnswer(token, deps.now()))
    } catch (error) {
      // A refused refresh token is dead: drop it so the browser starts over as a guest.
      if (error instanceof ShopError && error.code === 'TOKEN_ERROR') clearRefreshToken(c)
      throw error
    }
  })
  app.post('/logout', async function logOut(c) {
    const refreshToken = readRefreshToken(c)
    if (refreshToken) await revokeToken(c.var.deps, c.var.config, refreshToken)
    clearRefreshToken(c)
    return c.body(null, 204)
  })
  return app
}
