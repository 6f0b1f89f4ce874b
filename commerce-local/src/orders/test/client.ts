import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { CommerceLayer } from '@commercelayer/sdk/bundle'
import { createApp } from '../../app'
import { demoCredentials } from '../../seed'
import { testMarket } from './fixtures'

const app = createApp()
const pending: Promise<void>[] = []

/** Sends a request through the app in this isolate, keeping its background work to wait on later. */
export async function appFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const ctx = createExecutionContext()
  const response = await app.fetch(new Request(input, init), env, ctx)
  pending.push(waitOnExecutionContext(ctx))
  return response
}

/** Lets background steps (the etag after a place) finish. */
export const settle = () => Promise.all(pending.splice(0))

export async function token(scope = `market:code:${testMarket.code}`, integration = false): Promise<string> {
  const body = integration
    ? {
        grant_type: 'client_credentials',
        client_id: demoCredentials.integrationClientId,
        client_secret: demoCredentials.integrationClientSecret,
      }
    : { grant_type: 'client_credentials', client_id: demoCredentials.salesChannelClientId, scope }
  const response = await appFetch('https://auth.commercelayer.io/oauth/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = (await response.json()) as { access_token?: string }
  if (!json.access_token) throw new Error(`no token: ${JSON.stringify(json)}`)
  return json.access_token
}

/** A customer's token from the password grant, as the edge asks for it at login. */
export async function customerToken(
  username: string,
  password: string,
  scope = `market:code:${testMarket.code}`,
) {
  const response = await appFetch('https://auth.commercelayer.io/oauth/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      client_id: demoCredentials.salesChannelClientId,
      username,
      password,
      scope,
    }),
  })
  const json = (await response.json()) as { access_token?: string }
  if (!json.access_token) throw new Error(`no token: ${JSON.stringify(json)}`)
  return json.access_token
}

/** The official SDK, pointed at commerce-local through its `fetch` option. */
export async function sdk(integration = false, accessToken?: string) {
  return CommerceLayer({
    organization: 'demo-store',
    accessToken: accessToken ?? (await token(undefined, integration)),
    fetch: appFetch,
  })
}
