import { describe, expect, it, vi } from 'vitest'
import { createCommerceClient } from './create-client'
import { isTokenExpired, readTokenClaims } from './token-claims'

const b64 = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
const token = (expInSeconds: number, slug = 'acme') =>
  `${b64({ alg: 'RS512' })}.${b64({ exp: Math.floor(Date.now() / 1000) + expInSeconds, organization: { id: 'o', slug } })}.sig`

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/vnd.api+json' } })
const emptyList = () => json(200, { data: [], meta: { record_count: 0, page_count: 0 } })
const invalidToken = () =>
  json(401, { errors: [{ title: 'Invalid token', code: 'INVALID_TOKEN', status: '401' }] })

describe('createCommerceClient', () => {
  it('sends SDK requests to the configured API base with the bearer token', async () => {
    const fetch = vi.fn(async () => emptyList())
    const access = token(3600)
    const client = createCommerceClient({ accessToken: access, apiBase: 'http://localhost:8788/api/', fetch })
    await client.skus.list({ filters: { code_eq: 'X' } })
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url.startsWith('http://localhost:8788/api/skus?')).toBe(true)
    expect(decodeURIComponent(url)).toContain('filter[q][code_eq]=X')
    expect(new Headers(init.headers).get('authorization')).toBe(`Bearer ${access}`)
  })

  it('gives up on a request after the time limit it is given', async () => {
    // An answer that never comes; only the abort the time limit sends ends it.
    const fetch = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    )
    const client = createCommerceClient({
      accessToken: token(3600),
      apiBase: 'http://api.test/api',
      fetch: fetch as unknown as typeof globalThis.fetch,
      timeoutMs: 30,
    })
    await expect(client.skus.list()).rejects.toThrow()
    expect(fetch).toHaveBeenCalledOnce()
  })

  it('renews an expired token through refreshToken and retries', async () => {
    const fresh = token(3600)
    const fetch = vi.fn().mockResolvedValueOnce(invalidToken()).mockResolvedValueOnce(emptyList())
    const refreshToken = vi.fn(async () => fresh)
    const onUnauthorized = vi.fn()
    const client = createCommerceClient({
      accessToken: token(-10),
      apiBase: 'http://api.test/api',
      fetch,
      refreshToken,
      onUnauthorized,
    })
    await client.skus.list()
    expect(refreshToken).toHaveBeenCalledOnce()
    expect(onUnauthorized).not.toHaveBeenCalled()
    const retry = fetch.mock.calls[1] as unknown as [string, RequestInit]
    expect(new Headers(retry[1].headers).get('authorization')).toBe(`Bearer ${fresh}`)
  })

  it('reports a 401 with a valid token as unrecoverable', async () => {
    const fetch = vi.fn(async () => invalidToken())
    const onUnauthorized = vi.fn()
    const client = createCommerceClient({
      accessToken: token(3600),
      apiBase: 'http://api.test/api',
      fetch,
      onUnauthorized,
    })
    await expect(client.skus.list()).rejects.toThrow()
    expect(onUnauthorized).toHaveBeenCalledOnce()
  })

  it('does not report other failures as unauthorized', async () => {
    const fetch = vi.fn(async () => json(422, { errors: [{ code: 'VALIDATION_ERROR', status: '422' }] }))
    const onUnauthorized = vi.fn()
    const client = createCommerceClient({
      accessToken: token(3600),
      apiBase: 'http://api.test/api',
      fetch,
      onUnauthorized,
    })
    await expect(client.orders.create({})).rejects.toThrow()
    expect(onUnauthorized).not.toHaveBeenCalled()
  })
})

describe('token claims', () => {
  it('reads expiry and organization', () => {
    const claims = readTokenClaims(token(60, 'shop'))
    expect(claims?.organization?.slug).toBe('shop')
    expect(isTokenExpired(token(60))).toBe(false)
    expect(isTokenExpired(token(60), Date.now(), 120_000)).toBe(true)
  })

  it('reads a payload in base64url, the alphabet of every JWT', () => {
    const payload = b64({ exp: 2_000_000_000, organization: { id: 'o', slug: 'shop' }, scope: '?>?>?>' })
    // The claims are chosen so the payload holds both characters base64url has and base64 lacks.
    expect(payload).toMatch(/-/)
    expect(payload).toMatch(/_/)
    expect(readTokenClaims(`a.${payload}.c`)).toMatchObject({ exp: 2_000_000_000, scope: '?>?>?>' })
  })

  it('treats an unreadable token as expired', () => {
    expect(readTokenClaims('nope')).toBeNull()
    expect(readTokenClaims('a.%%%.c')).toBeNull()
    expect(readTokenClaims(`a.${b64({ sub: 1 })}.c`)).toBeNull()
    expect(isTokenExpired('garbage')).toBe(true)
  })
})
