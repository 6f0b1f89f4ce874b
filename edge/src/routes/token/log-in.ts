import type { Context } from 'hono'
import type { AppEnv } from '../../app-env'
import { requestToken } from '../../commerce/oauth'
import { ShopError } from '../../errors'
import { logLoginFailed } from '../../logging/login-failed'
import { writeRefreshToken } from '../../session/refresh-cookie'
import { type TokenAnswer, tokenAnswer } from '../../session/token-answer'

/** A password grant: the access token for the browser, the refresh token into the cookie. */
export async function logInCustomer(
  c: Context<AppEnv>,
  username: string,
  password: string,
  scope: string,
): Promise<TokenAnswer> {
  const { deps, config } = c.var
  const token = await requestToken(deps, config, { grant_type: 'password', username, password, scope }).catch(
    (error: unknown) => {
      if (error instanceof ShopError && error.code === 'WRONG_CREDENTIALS')
        logLoginFailed(c, 'wrong_credentials')
      throw error
    },
  )
  if (token.refresh_token) writeRefreshToken(c, token.refresh_token)
  return tokenAnswer(token, deps.now())
}
