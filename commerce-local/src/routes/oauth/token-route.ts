import type { Context } from 'hono'
import { verifyPassword } from '../../auth/password-hash'
import { readConfig } from '../../config'
import { attributeEquals } from '../../db/conditions'
import { findFirst } from '../../db/records'
import type { AppEnv } from '../../jsonapi/resource'
import { issueAccessToken } from './access-token'
import { authenticateClient } from './applications'
import { resolveMarketScope } from './market-scope'
import { oauthError } from './oauth-error'
import { createRefreshToken, spendRefreshToken } from './refresh-tokens'
import { readTokenRequest } from './token-request'

/** `POST /oauth/token`: client_credentials, password and refresh_token grants. */
export async function tokenRoute(c: Context<AppEnv>) {
  const db = c.var.db
  const config = readConfig(c.env)
  const request = await readTokenRequest(c)
  const application = await authenticateClient(db, request.client_id, request.client_secret)

  let customerId: string | undefined
  let scope = request.scope
  if (request.grant_type === 'password') {
    if (application.kind !== 'sales_channel') {
      throw oauthError('invalid_grant', 'The password grant needs a sales channel application', 400)
    }
    customerId = await customerByCredentials(db, request.username, request.password)
  } else if (request.grant_type === 'refresh_token') {
    const spent = await spendRefreshToken(db, request.refresh_token, application.id)
    customerId = spent.customer_id
    scope = request.scope ?? spent.scope
  }

  const market = await resolveMarketScope(db, scope)
  const { accessToken, claims } = await issueAccessToken(db, { application, market, customerId, config })
  const body: Record<string, unknown> = {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: config.ACCESS_TOKEN_TTL_SECONDS,
    scope: market.scope,
    created_at: claims.iat,
  }
  if (customerId) {
    body.refresh_token = await createRefreshToken(db, {
      applicationId: application.id,
      customerId,
      scope: market.scope,
      ttlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
    })
    body.owner_id = customerId
    body.owner_type = 'customer'
  }
  return c.json(body, 200, { 'Cache-Control': 'no-store' })
}

async function customerByCredentials(db: D1Database, username?: string, password?: string): Promise<string> {
  const email = username?.trim().toLowerCase()
  const customer = email ? await findFirst(db, 'customers', [attributeEquals('email', email)]) : undefined
  if (!customer || !password || !(await verifyPassword(password, customer.internal.password_hash))) {
    throw oauthError('invalid_grant', 'The provided credentials are invalid')
  }
  return customer.id
}
