import { sign } from 'hono/jwt'
import type { Config } from '../../config'
import type { Application } from './applications'
import type { MarketScope } from './market-scope'
import { signingKey } from './signing-keys'

export interface TokenClaims {
  organization: { id: string; slug: string; enterprise: boolean; region: string }
  application: { id: string; client_id: string; kind: Application['kind']; public: boolean }
  market: { id: string[]; stock_location_ids: string[]; geocoder_id: null; allows_external_prices: boolean }
  owner?: { id: string; type: 'Customer' }
  scope: string
  exp: number
  test: boolean
  rand: number
  iat: number
  iss: string
}

interface IssueOptions {
  application: Application
  market: MarketScope
  customerId?: string
  config: Config
}

/** An RS512 JWT carrying Commerce Layer's claims, signed with the current key (its `kid` in the header). */
export async function issueAccessToken(
  db: D1Database,
  { application, market, customerId, config }: IssueOptions,
) {
  const iat = Math.floor(Date.now() / 1000)
  const claims: TokenClaims = {
    organization: {
      id: config.ORGANIZATION_ID,
      slug: config.ORGANIZATION_SLUG,
      enterprise: false,
      region: 'eu-west-1',
    },
    application: {
      id: application.id,
      client_id: application.client_id,
      kind: application.kind,
      public: application.client_secret_hash === null,
    },
    market: {
      id: market.marketIds,
      stock_location_ids: market.stockLocationIds,
      geocoder_id: null,
      allows_external_prices: false,
    },
    ...(customerId && { owner: { id: customerId, type: 'Customer' as const } }),
    scope: market.scope,
    exp: iat + config.ACCESS_TOKEN_TTL_SECONDS,
    test: true,
    rand: Math.random(),
    iat,
    iss: config.ISSUER,
  }
  const key = await signingKey(db)
  const accessToken = await sign({ ...claims }, key.privateJwk, 'RS512')
  return { accessToken, claims }
}
