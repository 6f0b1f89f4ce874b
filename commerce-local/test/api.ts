import { CommerceLayer } from '@commercelayer/sdk/bundle'
import { demoCredentials } from '../src/seed'
import { call, workerFetch } from './worker'

export const jsonApiType = 'application/vnd.api+json'

/** An Italian address with everything Commerce Layer requires of a person's. */
export const italianAddress = {
  first_name: 'Ada',
  last_name: 'Rossi',
  line_1: 'Via Po 2',
  city: 'Torino',
  zip_code: '10123',
  country_code: 'IT',
  phone: '+39 011 000000',
} as const

interface TokenResponse {
  access_token: string
  refresh_token?: string
  owner_id?: string
  errors?: { code: string }[]
}

export async function requestToken(body: Record<string, unknown>): Promise<TokenResponse> {
  const response = await call('/oauth/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return (await response.json()) as TokenResponse
}

export const guestToken = async (market = 'it') =>
  (
    await requestToken({
      grant_type: 'client_credentials',
      client_id: demoCredentials.salesChannelClientId,
      scope: `market:code:${market}`,
    })
  ).access_token

export const integrationToken = async () =>
  (
    await requestToken({
      grant_type: 'client_credentials',
      client_id: demoCredentials.integrationClientId,
      client_secret: demoCredentials.integrationClientSecret,
    })
  ).access_token

export const customerLogin = (username: string, password: string, market = 'it') =>
  requestToken({
    grant_type: 'password',
    client_id: demoCredentials.salesChannelClientId,
    scope: `market:code:${market}`,
    username,
    password,
  })

/** A JSON:API request with a bearer token; `body` is sent as the JSON:API document. */
export async function api(token: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await call(path, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${token}`, Accept: jsonApiType, 'Content-Type': jsonApiType },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  })
  const text = await response.text()
  // biome-ignore lint/suspicious/noExplicitAny: test documents are inspected freely
  const json: any = text ? JSON.parse(text) : undefined
  return { status: response.status, json, headers: response.headers }
}

/** The official SDK pointed at the worker under test through its `fetch` option. */
export function sdkFor(accessToken: string, refreshToken?: (expired: string) => Promise<string>) {
  return CommerceLayer({
    organization: 'demo-store',
    accessToken,
    fetch: workerFetch,
    ...(refreshToken && { refreshToken }),
  })
}
