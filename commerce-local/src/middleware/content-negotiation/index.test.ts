import { beforeAll, describe, expect, it } from 'vitest'
import { guestToken, jsonApiType } from '../../../test/api'
import { call } from '../../../test/worker'

let token: string
beforeAll(async () => {
  token = await guestToken()
})

const body = JSON.stringify({ data: { type: 'addresses', attributes: {} } })

describe('content negotiation', () => {
  it('refuses a body sent as plain JSON with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const response = await call('/api/addresses', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body,
    })
    expect(response.status).toBe(415)
    expect(((await response.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    )
  })

  it('refuses a client that accepts only HTML with 406 NOT_ACCEPTABLE', async () => {
    const response = await call('/api/skus', {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/html' },
    })
    expect(response.status).toBe(406)
    expect(response.headers.get('Content-Type')).toBe(jsonApiType)
  })

  it('answers malformed JSON with 400', async () => {
    const response = await call('/api/addresses', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': jsonApiType },
      body: '{"data": ',
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { errors: { status: string }[] }).errors[0]?.status).toBe('400')
  })

  it('lets any origin call with an Authorization header (CORS preflight)', async () => {
    const response = await call('/api/skus', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:8787',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*')
    expect(response.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('authorization')
  })
})
