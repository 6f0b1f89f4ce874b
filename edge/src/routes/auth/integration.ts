import type { Context } from 'hono'
import type { AppEnv } from '../../app-env'
import type { Integration } from '../../commerce/customers'
import { integrationToken } from '../../commerce/oauth'

/** The integration application's access, fetched per request (auth calls are rare and rate limited). */
export async function integrationOf(c: Context<AppEnv>): Promise<Integration> {
  const { deps, config } = c.var
  const token = await integrationToken(deps, config)
  return { deps, config, token: token.access_token }
}
