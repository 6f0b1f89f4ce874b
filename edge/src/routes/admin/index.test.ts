import { reset } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hashPassword } from '../../admin/password'
import { openSession, sessionUid, writeProfile } from '../../admin/users'
import { readRecord } from '../../registry/store'
import { errorOf, postJson, publishFixture, refusalOf, testApp, testEnv } from '../../testing'

const { request } = testApp()

afterEach(() => vi.restoreAllMocks())

async function userWith(uid: string, role: string, org: string | null = null) {
  await writeProfile(testEnv.ADMIN_USERS, {
    uid,
    email: `${uid}@shop.example`,
    name: uid,
    role,
    org,
    password: await hashPassword(`pw-of-${uid}`),
  })
  return (await openSession(testEnv.ADMIN_USERS, uid)).token
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

describe('back-office registry endpoints', () => {
  beforeEach(async () => {
    await reset()
    await publishFixture('shell', '1.0.0', {}, { entry: 'main.js' })
    await publishFixture('cart', '1.0.0', {})
    await publishFixture('cart', '1.1.0', {}, {})
    await publishFixture('cart', '2.0.0', {}, { contract: '2.0.0' }, { promote: false })
  })

  it('refuses a request without a bearer token or with an unknown one', async () => {
    const bare = await request('/api/admin/registry')
    expect(bare.status).toBe(401)
    // RFC 6750: a 401 names the scheme it wants.
    expect(bare.headers.get('www-authenticate')).toBe('Bearer')
    const res = await request('/api/admin/registry', { headers: bearer('nope') })
    expect(res.status).toBe(401)
    expect(await refusalOf(res)).toBe('unauthorized')
  })

  it('lists versions for an ADMIN, without the password field of the profile', async () => {
    const token = await userWith('ann', 'ADMIN')
    const res = await request('/api/admin/registry', { headers: bearer(token) })
    expect(res.status).toBe(200)
    const body = (await res.json()) as {
      user: Record<string, unknown>
      apps: Record<string, { current: string } | null>
    }
    expect(body.user).toEqual({
      uid: 'ann',
      email: 'ann@shop.example',
      name: 'ann',
      role: 'ADMIN',
      org: null,
    })
    expect(body.apps.cart?.current).toBe('1.1.0')
  })

  it('counts SUPER_ADMIN as admin and refuses any other role with 403', async () => {
    const superToken = await userWith('sue', 'SUPER_ADMIN')
    expect((await request('/api/admin/registry', { headers: bearer(superToken) })).status).toBe(200)
    const viewer = await userWith('vic', 'EDITOR')
    const res = await request('/api/admin/registry', { headers: bearer(viewer) })
    expect(res.status).toBe(403)
  })

  it('signs a profile with an org out at once: 401 and the session revoked', async () => {
    const token = await userWith('olga', 'SUPER_ADMIN', 'acme')
    const res = await request('/api/admin/registry', { headers: bearer(token) })
    expect(res.status).toBe(401)
    expect(await sessionUid(testEnv.ADMIN_USERS, token)).toBeNull()
  })

  it('promotes and rolls back through the registry, the next document following', async () => {
    const token = await userWith('ann', 'ADMIN')
    const back = await request('/api/admin/registry/cart/rollback', {
      method: 'POST',
      headers: bearer(token),
    })
    expect(back.status).toBe(200)
    expect((await readRecord(testEnv.REGISTRY, 'cart'))?.current).toBe('1.0.0')
    const forth = await request(
      '/api/admin/registry/cart/promote',
      postJson({ version: '1.1.0' }, bearer(token)),
    )
    expect(forth.status).toBe(200)
    expect((await readRecord(testEnv.REGISTRY, 'cart'))?.current).toBe('1.1.0')
    const html = await (await request('/italy/eur/it/')).text()
    expect(html).toContain('/_mf/cart/1.1.0/mf-manifest.json')
  })

  it('logs each change with who made it and what was served before and after, and no token', async () => {
    const logged = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const token = await userWith('ann', 'ADMIN')
    await request('/api/admin/registry/cart/rollback', { method: 'POST', headers: bearer(token) })
    await request('/api/admin/registry/cart/promote', postJson({ version: '1.1.0' }, bearer(token)))
    expect(logged.mock.calls).toEqual([
      [
        {
          event: 'registry_change',
          action: 'rollback',
          app: 'cart',
          from: '1.1.0',
          to: '1.0.0',
          admin: 'ann',
        },
      ],
      [
        {
          event: 'registry_change',
          action: 'promote',
          app: 'cart',
          from: '1.0.0',
          to: '1.1.0',
          admin: 'ann',
        },
      ],
    ])
    expect(JSON.stringify(logged.mock.calls)).not.toContain(token)
  })

  it('keeps who changed what, newest first, in the record the registry endpoint lists, publishes too', async () => {
    const token = await userWith('ann', 'ADMIN')
    await request('/api/admin/registry/cart/rollback', { method: 'POST', headers: bearer(token) })
    await request('/api/admin/registry/cart/promote', postJson({ version: '1.1.0' }, bearer(token)))
    const res = await request('/api/admin/registry', { headers: bearer(token) })
    const { apps } = (await res.json()) as { apps: Record<string, { changes?: unknown[] } | null> }
    const at = '2026-01-01T00:00:00.000Z'
    expect(apps.cart?.changes).toEqual([
      { at, by: 'ann', action: 'promote', from: '1.0.0', to: '1.1.0' },
      { at, by: 'ann', action: 'rollback', from: '1.1.0', to: '1.0.0' },
      // The fixture's publishes, made as the registry script makes them.
      { at, by: 'cli:fixture', action: 'publish', version: '2.0.0', from: '1.1.0', to: '1.1.0' },
      { at, by: 'cli:fixture', action: 'publish', version: '1.1.0', from: '1.0.0', to: '1.1.0' },
      { at, by: 'cli:fixture', action: 'publish', version: '1.0.0', to: '1.0.0' },
    ])
  })

  it('logs no change for a refused one', async () => {
    const logged = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const token = await userWith('ann', 'ADMIN')
    await request('/api/admin/registry/cart/promote', postJson({ version: '2.0.0' }, bearer(token)))
    expect(logged).not.toHaveBeenCalled()
  })

  it('refuses to promote across a contract major, an unknown version or app, changing nothing', async () => {
    const token = await userWith('ann', 'ADMIN')
    const skew = await request(
      '/api/admin/registry/cart/promote',
      postJson({ version: '2.0.0' }, bearer(token)),
    )
    expect(skew.status).toBe(409)
    expect(await refusalOf(skew)).toBe('contract_mismatch')
    const unknown = await request(
      '/api/admin/registry/cart/promote',
      postJson({ version: '9.9.9' }, bearer(token)),
    )
    expect(unknown.status).toBe(404)
    const badApp = await request(
      '/api/admin/registry/nope/promote',
      postJson({ version: '1.0.0' }, bearer(token)),
    )
    expect(badApp.status).toBe(404)
    const badVersion = await request(
      '/api/admin/registry/cart/promote',
      postJson({ version: '../x' }, bearer(token)),
    )
    expect(badVersion.status).toBe(400)
    expect((await readRecord(testEnv.REGISTRY, 'cart'))?.current).toBe('1.1.0')
  })

  it('takes the back office’s writes whatever site sends them: a bearer token is no cookie a page could forge', async () => {
    const token = await userWith('ann', 'ADMIN')
    // The checks that keep other sites from writing with a shopper’s cookie are not for it.
    const foreign = { ...bearer(token), Origin: 'https://backoffice.example', 'Sec-Fetch-Site': 'cross-site' }
    const res = await request('/api/admin/registry/cart/rollback', { method: 'POST', headers: foreign })
    expect(res.status).toBe(200)
    expect((await readRecord(testEnv.REGISTRY, 'cart'))?.current).toBe('1.0.0')
  })

  it('signs in with e-mail and password for a bearer token, and signs out', async () => {
    await userWith('ann', 'ADMIN')
    const wrong = await request(
      '/api/admin/session',
      postJson({ email: 'ann@shop.example', password: 'bad' }),
    )
    expect(wrong.status).toBe(401)
    expect(await refusalOf(wrong)).toBe('WRONG_CREDENTIALS')
    const res = await request(
      '/api/admin/session',
      postJson({ email: 'ANN@shop.example', password: 'pw-of-ann' }),
    )
    expect(res.status).toBe(201)
    const { token } = (await res.json()) as { token: string }
    expect((await request('/api/admin/registry', { headers: bearer(token) })).status).toBe(200)
    expect((await request('/api/admin/session', { method: 'DELETE', headers: bearer(token) })).status).toBe(
      204,
    )
    expect((await request('/api/admin/registry', { headers: bearer(token) })).status).toBe(401)
  })

  it.each([
    { email: `${'a'.repeat(250)}@shop.example`, password: 'pw-of-ann' },
    { email: 'ann@shop.example', password: 'p'.repeat(1025) },
  ])('refuses a sign-in field past its length with 400 before reading any profile (%#)', async (body) => {
    const read = vi.spyOn(testEnv.ADMIN_USERS, 'get')
    const res = await request('/api/admin/session', postJson(body))
    expect(res.status).toBe(400)
    expect(read).not.toHaveBeenCalled()
  })

  it('logs a failed sign-in without the e-mail or password tried', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await userWith('ann', 'ADMIN')
    await request(
      '/api/admin/session',
      postJson({ email: 'ann@shop.example', password: 'bad-guess' }, { 'cf-ipcountry': 'DE' }),
    )
    expect(warned).toHaveBeenCalledWith({
      event: 'admin_sign_in_failed',
      reason: 'wrong_credentials',
      country: 'DE',
    })
    expect(JSON.stringify(warned.mock.calls)).not.toMatch(/ann@|bad-guess/)
  })

  it('takes as long over an e-mail it does not know as over a wrong password: the time names no account', async () => {
    await userWith('ann', 'ADMIN')
    const derive = vi.spyOn(crypto.subtle, 'deriveBits')
    for (const email of ['ann@shop.example', 'nobody@shop.example']) {
      derive.mockClear()
      const res = await request('/api/admin/session', postJson({ email, password: 'bad' }))
      expect(res.status).toBe(401)
      // One derivation of the password each, the work that takes the time.
      expect(derive).toHaveBeenCalledTimes(1)
    }
    derive.mockRestore()
  })

  it('refuses to sign in a profile tied to an org, however right its password, and opens no session', async () => {
    await userWith('olga', 'SUPER_ADMIN', 'acme')
    const before = (await testEnv.ADMIN_USERS.list({ prefix: 'session:' })).keys.length
    const res = await request(
      '/api/admin/session',
      postJson({ email: 'olga@shop.example', password: 'pw-of-olga' }),
    )
    expect(res.status).toBe(401)
    expect(await refusalOf(res)).toBe('WRONG_CREDENTIALS')
    expect((await testEnv.ADMIN_USERS.list({ prefix: 'session:' })).keys).toHaveLength(before)
  })

  it('stops a client guessing back-office passwords after ten tries a minute', async () => {
    await userWith('ann', 'ADMIN')
    const guess = () =>
      request(
        '/api/admin/session',
        postJson({ email: 'ann@shop.example', password: 'guess' }, { 'cf-connecting-ip': '10.5.5.5' }),
      )
    for (let i = 0; i < 10; i++) expect((await guess()).status).toBe(401)
    const limited = await guess()
    expect(limited.status).toBe(429)
    expect(await errorOf(limited)).toEqual({ code: 'rate_limited', message: expect.any(String) })
  })

  it('counts only sign-ins that pass the form’s checks: overlong ones leave the real one its budget', async () => {
    await userWith('ann', 'ADMIN')
    const from = { 'cf-connecting-ip': '10.5.5.6' }
    const overlong = postJson({ email: 'ann@shop.example', password: 'p'.repeat(2000) }, from)
    for (let i = 0; i < 12; i++) expect((await request('/api/admin/session', overlong)).status).toBe(400)
    const real = await request(
      '/api/admin/session',
      postJson({ email: 'ann@shop.example', password: 'pw-of-ann' }, from),
    )
    expect(real.status).toBe(201)
  })

  it('ends a back-office session by itself after eight hours', async () => {
    const before = Date.now()
    const token = await userWith('ann', 'ADMIN')
    const { keys } = await testEnv.ADMIN_USERS.list({ prefix: 'session:' })
    expect(keys).toHaveLength(1)
    // KV drops the key at its expiration (seconds since the epoch): the token then names no one.
    const expiration = (keys[0]?.expiration ?? 0) * 1000
    expect(expiration).toBeGreaterThanOrEqual(before + 8 * 3600_000 - 5_000)
    expect(expiration).toBeLessThanOrEqual(Date.now() + 8 * 3600_000 + 5_000)
    expect(await sessionUid(testEnv.ADMIN_USERS, token)).toBe('ann')
  })
})
