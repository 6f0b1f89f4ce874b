import { env } from 'cloudflare:test'
import { authenticate, jwtDecode, jwtVerify, revoke } from '@commercelayer/js-auth'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { api, customerLogin, requestToken } from '../../../test/api'
import { call, workerFetch } from '../../../test/worker'
import { readConfig } from '../../config'
import { demoCredentials, demoCustomer } from '../../seed'
import { issueAccessToken, type TokenClaims } from './access-token'
import { authenticateClient } from './applications'
import { resolveMarketScope } from './market-scope'

// js-auth always calls https://auth.commercelayer.io: the worker under test answers instead.
beforeAll(() => vi.stubGlobal('fetch', workerFetch))
afterAll(() => vi.unstubAllGlobals())

const salesChannel = demoCredentials.salesChannelClientId

describe('client_credentials', () => {
  it('gives js-auth a token that jwtVerify accepts through the JWKS, with Commerce Layer claims', async () => {
    const auth = await authenticate('client_credentials', { clientId: salesChannel, scope: 'market:code:it' })
    const { payload: verified, header } = await jwtVerify(auth.accessToken)
    const payload = verified as unknown as TokenClaims
    expect(header.alg).toBe('RS512')
    expect(payload.application.kind).toBe('sales_channel')
    expect(payload.organization.slug).toBe(readConfig(env).ORGANIZATION_SLUG)
    expect(payload.market.id).toEqual(['mkItalyxxx'])
    expect(payload.market.stock_location_ids).toHaveLength(2)
    expect(payload.exp - payload.iat).toBe(readConfig(env).ACCESS_TOKEN_TTL_SECONDS)
    expect(auth.expiresIn).toBe(readConfig(env).ACCESS_TOKEN_TTL_SECONDS)
  })

  it('accepts a market:id scope', async () => {
    const auth = await authenticate('client_credentials', {
      clientId: salesChannel,
      scope: 'market:id:mkUnitedKd',
    })
    expect((jwtDecode(auth.accessToken).payload as unknown as TokenClaims).market.id).toEqual(['mkUnitedKd'])
  })

  it('refuses an unknown market with invalid_scope', async () => {
    const auth = await authenticate('client_credentials', { clientId: salesChannel, scope: 'market:code:xx' })
    expect(auth.errors?.[0]?.code).toBe('invalid_scope')
  })

  it('refuses an integration with the wrong secret', async () => {
    const body = await requestToken({
      grant_type: 'client_credentials',
      client_id: demoCredentials.integrationClientId,
      client_secret: 'wrong',
    })
    expect(body.errors?.[0]?.code).toBe('invalid_client')
  })

  it('marks a token of the secretless sales channel public and one of the integration not, as Commerce Layer does', async () => {
    const claimsOf = async (body: Record<string, string>) =>
      jwtDecode((await requestToken(body)).access_token).payload as unknown as TokenClaims
    const sales = await claimsOf({ grant_type: 'client_credentials', client_id: salesChannel })
    const integration = await claimsOf({
      grant_type: 'client_credentials',
      client_id: demoCredentials.integrationClientId,
      client_secret: demoCredentials.integrationClientSecret,
    })
    expect([sales.application.public, integration.application.public]).toEqual([true, false])
    expect(sales.organization.enterprise).toBe(false)
    expect(sales.market.allows_external_prices).toBe(false)
  })

  it.each([
    ['a grant it does not know', { grant_type: 'magic', client_id: salesChannel }, 'unsupported_grant_type'],
    ['no client id', { grant_type: 'client_credentials' }, 'invalid_request'],
  ])('refuses a token request with %s', async (_label, body, code) => {
    const answer = await requestToken(body)
    expect(answer.errors?.[0]?.code).toBe(code)
    expect(answer.access_token).toBeUndefined()
  })
})

describe('password and refresh_token', () => {
  it('logs the demo customer in with an owner and a refresh token', async () => {
    const auth = await authenticate('password', {
      clientId: salesChannel,
      scope: 'market:code:it',
      username: demoCustomer.email.toUpperCase(),
      password: demoCustomer.password,
    })
    expect(auth.ownerType).toBe('customer')
    expect(auth.refreshToken).toBeTypeOf('string')
    expect(jwtDecode(auth.accessToken).payload).toMatchObject({
      owner: { id: auth.ownerId, type: 'Customer' },
    })
  })

  it('answers a wrong password with invalid_grant', async () => {
    const body = await customerLogin(demoCustomer.email, 'not-the-password')
    expect(body.errors?.[0]?.code).toBe('invalid_grant')
    expect(body.access_token).toBeUndefined()
  })

  it('rotates refresh tokens: the new one works, the spent one is refused', async () => {
    const login = await customerLogin(demoCustomer.email, demoCustomer.password)
    const refresh = (token?: string) =>
      requestToken({ grant_type: 'refresh_token', client_id: salesChannel, refresh_token: token })
    const renewed = await refresh(login.refresh_token)
    expect(renewed.owner_id).toBe(login.owner_id)
    expect(renewed.refresh_token).not.toBe(login.refresh_token)
    expect((await refresh(login.refresh_token)).errors?.[0]?.code).toBe('invalid_grant')
    expect((await refresh(renewed.refresh_token)).access_token).toBeTypeOf('string')
  })

  it('refuses a customer’s refresh token to another application, and leaves it unspent for its own', async () => {
    const login = await customerLogin(demoCustomer.email, demoCustomer.password)
    const refresh = (body: Record<string, unknown>) =>
      requestToken({ grant_type: 'refresh_token', refresh_token: login.refresh_token, ...body })
    const other = await refresh({
      client_id: demoCredentials.integrationClientId,
      client_secret: demoCredentials.integrationClientSecret,
    })
    expect(other.errors?.[0]?.code).toBe('invalid_grant')
    expect(other.access_token).toBeUndefined()
    expect((await refresh({ client_id: salesChannel })).owner_id).toBe(login.owner_id)
  })

  it('refuses the password grant to an integration: Commerce Layer gives it to sales channels only', async () => {
    // The integration authenticates (its secret is right): it is the grant its kind may not use.
    const body = await requestToken({
      grant_type: 'password',
      client_id: demoCredentials.integrationClientId,
      client_secret: demoCredentials.integrationClientSecret,
      username: demoCustomer.email,
      password: demoCustomer.password,
    })
    expect(body.errors?.[0]?.code).toBe('invalid_grant')
    expect(body.access_token).toBeUndefined()
    expect(body.refresh_token).toBeUndefined()
  })

  it('refuses an expired refresh token', async () => {
    const login = await customerLogin(demoCustomer.email, demoCustomer.password)
    await env.DB.prepare('UPDATE refresh_tokens SET expires_at = 0').run()
    const body = await requestToken({
      grant_type: 'refresh_token',
      client_id: salesChannel,
      refresh_token: login.refresh_token,
    })
    expect(body.errors?.[0]?.code).toBe('invalid_grant')
  })
})

describe('revoke and expiry', () => {
  it('revokes an access token and its customer refresh tokens', async () => {
    const login = await customerLogin(demoCustomer.email, demoCustomer.password)
    expect((await api(login.access_token, '/api/customers')).status).toBe(200)
    await revoke({ clientId: salesChannel, token: login.access_token })
    const after = await api(login.access_token, '/api/customers')
    expect(after.status).toBe(401)
    expect(after.json.errors[0].code).toBe('INVALID_TOKEN')
    const refreshed = await requestToken({
      grant_type: 'refresh_token',
      client_id: salesChannel,
      refresh_token: login.refresh_token,
    })
    expect(refreshed.errors?.[0]?.code).toBe('invalid_grant')
  })

  it('revokes a refresh token on its own, leaving the access token it came with working', async () => {
    const login = await customerLogin(demoCustomer.email, demoCustomer.password)
    // js-auth's revoke takes JWTs only: a refresh token is opaque, so it goes as OAuth clients send it.
    const revoked = await call('/oauth/revoke', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ client_id: salesChannel, token: login.refresh_token }),
    })
    expect(revoked.status).toBe(200)
    const refreshed = await requestToken({
      grant_type: 'refresh_token',
      client_id: salesChannel,
      refresh_token: login.refresh_token,
    })
    expect(refreshed.errors?.[0]?.code).toBe('invalid_grant')
    expect((await api(login.access_token, '/api/customers')).status).toBe(200)
  })

  it.each([
    ['a body that is not JSON', 'token=abc'],
    ['a body without a token', JSON.stringify({ client_id: salesChannel })],
  ])('answers a revoke with %s with invalid_request', async (_label, body) => {
    const response = await call('/oauth/revoke', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    })
    expect(response.status).toBe(400)
    expect((await response.json<{ errors: { code: string }[] }>()).errors[0]?.code).toBe('invalid_request')
  })

  it('answers an expired access token with 401 INVALID_TOKEN', async () => {
    const config = { ...readConfig(env), ACCESS_TOKEN_TTL_SECONDS: -1 }
    const application = await authenticateClient(env.DB, salesChannel, undefined)
    const market = await resolveMarketScope(env.DB, 'market:code:it')
    const { accessToken } = await issueAccessToken(env.DB, { application, market, config })
    const response = await api(accessToken, '/api/skus')
    expect(response.status).toBe(401)
    expect(response.json.errors[0]).toMatchObject({ code: 'INVALID_TOKEN', status: '401' })
  })

  it('answers a missing or forged token with 401 INVALID_TOKEN', async () => {
    const missing = await call('/api/skus', { headers: { Accept: 'application/vnd.api+json' } })
    expect(missing.status).toBe(401)
    const auth = await authenticate('client_credentials', { clientId: salesChannel, scope: 'market:code:it' })
    const [header, payload] = auth.accessToken.split('.')
    const forged = await api(`${header}.${payload}.c2lnbmF0dXJl`, '/api/skus')
    expect(forged.status).toBe(401)
    expect(forged.json.errors[0].code).toBe('INVALID_TOKEN')
  })
})
