import type { Context } from 'hono'
import type { AppEnv } from '../../app-env'
import type { Integration } from '../../commerce/customers'
import { integrationToken } from '../../commerce/oauth'

/** The integration application's access, its token kept between calls (see `TokenCache`). */
export async function integrationOf(c: Context<AppEnv>): Promise<Integration> {
  const { deps, config, tokens } = c.var
  const key = `integration ${config.authBase} ${config.integrationClientId}`
  const token = await tokens.take(key, () => integrationToken(deps, config))
  return { deps, config, token: token.access_token }
}
