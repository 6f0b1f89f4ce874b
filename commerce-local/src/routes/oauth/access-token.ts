import { encodeBase64Url } from 'hono/utils/encode'
import type { Config } from '../../config'
import type { Application } from './applications'
import type { MarketScope } from './market-scope'
import { type SigningKey, signingKey } from './signing-keys'

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
  const accessToken = await signJwt(claims, await signingKey(db))
  return { accessToken, claims }
}

// hono's sign() re-imports a JWK key on every call; this signs with the key imported once.
async function signJwt(claims: TokenClaims, key: SigningKey): Promise<string> {
  const part = (value: unknown) => base64Url(new TextEncoder().encode(JSON.stringify(value)))
  const input = `${part({ alg: 'RS512', typ: 'JWT', kid: key.kid })}.${part(claims)}`
  const signature = await crypto.subtle.sign(
    'RSASSA-PKCS1-v1_5',
    key.privateKey,
    new TextEncoder().encode(input),
  )
  return `${input}.${base64Url(new Uint8Array(signature))}`
}

const base64Url = (bytes: Uint8Array) => encodeBase64Url(bytes.buffer as ArrayBuffer).replace(/=+$/, '')
