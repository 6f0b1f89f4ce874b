import {
  accessTokenMaxLength,
  currentPasswordSchema,
  emailMaxLength,
  issueMessage,
  marketCodeSchema,
} from '@storefront/shared/validation'
import { type Context, Hono } from 'hono'
import { decode } from 'hono/jwt'
import { z } from 'zod'
import type { AppEnv } from '../../app-env'
import { readJson } from '../../body/read-json'
import { marketScope, requestToken, revokeToken } from '../../commerce/oauth'
import { ShopError } from '../../errors'
import { spendAuthBudget } from '../../middleware/rate-limit'
import { type GuestTokenCache, guestTokenCache } from '../../session/guest-tokens'
import { knownMarket } from '../../session/market-code'
import { clearRefreshToken, readRefreshToken, writeRefreshToken } from '../../session/refresh-cookie'
import { tokenAnswer } from '../../session/token-answer'
import { logInCustomer } from './log-in'

/**
 * The token a browser met a 401 with, sent on its next request: a shared guest token refused
 * (revoked, the application's keys rotated) is then minted anew. As long as a token may be.
 */
const refusedToken = z.string().min(1).max(accessTokenMaxLength).optional()

const tokenBodySchema = z.discriminatedUnion('grant', [
  z.object({ grant: z.literal('guest'), market: marketCodeSchema, refused: refusedToken }),
  z.object({
    grant: z.literal('password'),
    market: marketCodeSchema,
    // Not the e-mail's shape: a wrong one is a wrong credential, as Commerce Layer answers it.
    username: z
      .string()
      .min(1)
      .max(emailMaxLength, issueMessage('tooLong', { max: emailMaxLength })),
    password: currentPasswordSchema,
  }),
  z.object({ grant: z.literal('refresh'), market: marketCodeSchema }),
  z.object({ grant: z.literal('session'), market: marketCodeSchema, refused: refusedToken }),
])

type Scope = ReturnType<typeof marketScope>

/**
 * `POST /api/token` and `POST /api/logout`: market-scoped tokens for guests and customers.
 * A customer's refresh token lives only in an HttpOnly cookie, rotated on every refresh.
 */
export function tokenRoutes() {
  const app = new Hono<AppEnv>()
  let guestTokens: GuestTokenCache | undefined
  const guestToken = (c: Context<AppEnv>, scope: Scope, refused: string | undefined) => {
    const { deps, config } = c.var
    guestTokens ??= guestTokenCache(deps.now)
    const mint = () => requestToken(deps, config, { grant_type: 'client_credentials', scope })
    return guestTokens.get(scope, mint, refused).then((token) => tokenAnswer(token, deps.now()))
  }
  app.post('/token', async function issueToken(c) {
    const body = await readJson(c, tokenBodySchema)
    const scope = marketScope(knownMarket(body.market).code)
    if (body.grant === 'guest') return c.json(await guestToken(c, scope, body.refused))
    if (body.grant === 'password') {
      // Only logins count: every page start asks here too. Commerce Layer's own limit sees the
      // edge, not the visitor, so a password-guessing script would throttle every shopper.
      await spendAuthBudget(c)
      return c.json(await logInCustomer(c, body.username, body.password, scope))
    }
    if (body.grant === 'refresh') return c.json(await refreshCustomer(c, scope, { dropRefused: true }))
    // The page's start: the customer's session when the cookie still holds one, else a guest.
    // One answer either way, so a guest's first visit meets no refusal and makes one request.
    // A refused cookie is left in place: another tab may have renewed it a moment before, and
    // this answer, coming later, would delete the browser's new one and sign the customer out.
    try {
      return c.json(await refreshCustomer(c, scope, { dropRefused: false }))
    } catch (error) {
      if (!(error instanceof ShopError && error.code === 'TOKEN_ERROR' && error.status === 401)) throw error
      return c.json(await guestToken(c, scope, body.refused))
    }
  })
  app.post('/logout', async function logOut(c) {
    const { deps, config } = c.var
    const refreshToken = readRefreshToken(c)
    // The page's access token, which it names when it holds a customer's: revoked, it stops
    // working at once, where it would otherwise open the customer's orders and addresses to
    // whoever has the page until it expires (two hours), a shared computer's next user included.
    const accessToken = customerTokenOf(bearerOf(c))
    await Promise.all([
      refreshToken ? revokeToken(deps, config, refreshToken, 'refresh') : undefined,
      accessToken ? revokeToken(deps, config, accessToken, 'access') : undefined,
    ])
    // Whatever the revocations came to (they log a failure): the shopper asked to leave.
    clearRefreshToken(c)
    return c.body(null, 204)
  })
  return app
}

// A JWT's characters (base64url and dots), no longer than any Commerce Layer issues: anything
// else is no token of the API's, and is not sent on to its auth server.
const bearerShape = /^Bearer ([\w.-]{1,4096})$/i

/**
 * `token` when it is a customer's (its claims name a customer as owner). A guest's token is the
 * market's, shared by every guest the edge serves (`guest-tokens.ts`): revoked on anyone's
 * asking, it would fail every guest's next request. Its claims are read, not verified: a token
 * not issued by the auth server is refused there, revoking nothing.
 */
function customerTokenOf(token: string | undefined): string | undefined {
  if (!token) return undefined
  try {
    const { payload } = decode(token) as { payload: { owner?: { type?: unknown } } }
    return payload.owner?.type === 'Customer' ? token : undefined
  } catch {
    return undefined
  }
}

/** The access token an `Authorization: Bearer` header names, if it is shaped as one. */
function bearerOf(c: Context<AppEnv>): string | undefined {
  return bearerShape.exec(c.req.header('Authorization') ?? '')?.[1]
}

async function refreshCustomer(c: Context<AppEnv>, scope: Scope, { dropRefused }: { dropRefused: boolean }) {
  const { deps, config } = c.var
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
    return tokenAnswer(token, deps.now())
  } catch (error) {
    // A refused refresh token is dead: drop it so the browser starts over as a guest.
    if (dropRefused && error instanceof ShopError && error.code === 'TOKEN_ERROR') clearRefreshToken(c)
    throw error
  }
}
