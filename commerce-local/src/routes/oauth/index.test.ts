import { describe, expect, it } from 'vitest'
import { call } from '../../../test/worker'
import { demoCredentials } from '../../seed'

const post = (path: string, body: unknown) =>
  call(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  })

describe('POST /oauth/token', () => {
  it('issues an RS512 bearer token for a sales channel client', async () => {
    const response = await post('/oauth/token', {
      grant_type: 'client_credentials',
      client_id: demoCredentials.salesChannelClientId,
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { access_token: string; token_type: string }
    expect(body.token_type).toBe('bearer')
    const header = JSON.parse(atob(body.access_token.split('.')[0] ?? ''))
    expect(header.alg).toBe('RS512')
  })

  it('refuses an unknown client with invalid_client', async () => {
    const response = await post('/oauth/token', { grant_type: 'client_credentials', client_id: 'nobody' })
    expect(response.status).toBe(401)
    const body = (await response.json()) as { errors: { code: string }[] }
    expect(body.errors[0]?.code).toBe('invalid_client')
  })
})
