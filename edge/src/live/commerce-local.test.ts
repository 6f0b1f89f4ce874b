import { describe, expect, it } from 'vitest'
import { createApp } from '../app'
import type { OutboxEntry } from '../mail'
import { postJson, testEnv } from '../testing'

// Against a running commerce-local (npm run dev -w commerce-local); skipped when it is not up.
const base = 'http://localhost:8788'
const up = await fetch(`${base}/.well-known/jwks.json`)
  .then((res) => res.ok)
  .catch(() => false)

const env = {
  ...testEnv,
  COMMERCE_API_BASE: `${base}/api`,
  COMMERCE_AUTH_BASE: base,
  SALES_CHANNEL_CLIENT_ID: 'commerce-local-sales-channel',
  INTEGRATION_CLIENT_ID: 'commerce-local-integration',
  INTEGRATION_CLIENT_SECRET: 'commerce-local-integration-secret',
}
const app = createApp()
let client = 0
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, postJson(body, { 'cf-connecting-ip': `192.0.2.${++client % 250}`, ...headers }), env)
const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
const demoCustomer = { username: 'mario.rossi@example.com', password: 'Demo-Password-1' }
const logInDemoCustomer = () => post('/api/token', { grant: 'password', market: 'it', ...demoCustomer })

describe.skipIf(!up)('edge against a live commerce-local', () => {
  it('issues a guest token scoped to the market', async () => {
    const res = await post('/api/token', { grant: 'guest', market: 'gb' })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ scope: expect.stringContaining('market:code:gb') })
  })

  it('logs the demo customer in, rotates the refresh cookie, and logs out', async () => {
    const login = await logInDemoCustomer()
    expect(login.status).toBe(200)
    const body = await login.text()
    expect(JSON.parse(body).customerId).toBeTruthy()
    const first = cookieOf(login)
    expect(first).toMatch(/^shop_refresh=.+/)
    expect(body).not.toContain(first.split('=')[1])
    const refreshed = await post('/api/token', { grant: 'refresh', market: 'fr' }, { Cookie: first })
    expect(refreshed.status).toBe(200)
    expect(await refreshed.json()).toMatchObject({ scope: expect.stringContaining('market:code:fr') })
    const second = cookieOf(refreshed)
    expect(second).not.toBe(first)
    expect((await post('/api/logout', {}, { Cookie: second })).status).toBe(204)
    const revoked = await post('/api/token', { grant: 'refresh', market: 'fr' }, { Cookie: second })
    expect(revoked.status).toBe(401)
  })

  it('logs out with the page’s access token, which the API refuses from then on', async () => {
    // A customer of its own: a revoked access token ends every refresh token of its customer on
    // commerce-local, and the demo customer's sessions are the journeys'.
    const email = `edge-live-logout-${Date.now()}@example.com`
    const signup = await post('/api/signup', { email, password: 'First-Password-1', market: 'it' })
    expect(signup.status).toBe(201)
    const { accessToken, customerId } = (await signup.json()) as { accessToken: string; customerId: string }
    const readSelf = () =>
      fetch(`${base}/api/customers/${customerId}`, {
        headers: { Accept: 'application/vnd.api+json', Authorization: `Bearer ${accessToken}` },
      })
    expect((await readSelf()).status).toBe(200)
    const logout = await post(
      '/api/logout',
      {},
      { Cookie: cookieOf(signup), Authorization: `Bearer ${accessToken}` },
    )
    expect(logout.status).toBe(204)
    expect(logout.headers.get('set-cookie')).toContain('Max-Age=0')
    const after = await readSelf()
    expect(after.status).toBe(401)
    expect(await after.json()).toMatchObject({ errors: [{ code: 'INVALID_TOKEN' }] })
    const refreshed = await post(
      '/api/token',
      { grant: 'refresh', market: 'it' },
      { Cookie: cookieOf(signup) },
    )
    expect(refreshed.status).toBe(401)
  })

  it('starts a page with the session grant: the customer while the cookie lives, then a guest', async () => {
    const login = await logInDemoCustomer()
    const cookie = cookieOf(login)
    const restored = await post('/api/token', { grant: 'session', market: 'de' }, { Cookie: cookie })
    expect(restored.status).toBe(200)
    expect(await restored.json()).toMatchObject({ customerId: expect.any(String) })
    // The cookie was rotated: the spent one now starts a guest, and is left alone, since the
    // browser may hold the newer one by now (another tab's), which a deletion would take away.
    const spent = await post('/api/token', { grant: 'session', market: 'de' }, { Cookie: cookie })
    expect(spent.status).toBe(200)
    expect(await spent.json()).not.toHaveProperty('customerId')
    expect(spent.headers.get('set-cookie')).toBeNull()
    // The newer one still holds the customer.
    const renewed = await post(
      '/api/token',
      { grant: 'session', market: 'de' },
      { Cookie: cookieOf(restored) },
    )
    expect(await renewed.json()).toMatchObject({ customerId: expect.any(String) })
  })

  it('refuses wrong credentials', async () => {
    const res = await post('/api/token', {
      grant: 'password',
      market: 'it',
      username: demoCustomer.username,
      password: 'wrong-password',
    })
    expect((await res.json()) as unknown).toMatchObject({ error: { code: 'WRONG_CREDENTIALS' } })
  })

  it('signs up, resets the password through the mailed link, and logs in with the new one', async () => {
    const email = `edge-live-${Date.now()}@example.com`
    const signup = await post('/api/signup', {
      email,
      password: 'First-Password-1',
      subscribeConsent: true,
      market: 'it',
    })
    expect(signup.status).toBe(201)
    const again = await post('/api/signup', { email, password: 'First-Password-1' })
    expect((await again.json()) as unknown).toMatchObject({ error: { code: 'email_already_registered' } })
    expect((await post('/api/resetPassword', { email, locale: 'en', market: 'gb' })).status).toBe(202)
    const outbox = await app.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`, {}, env)
    const { mails } = (await outbox.json()) as { mails: OutboxEntry[] }
    const token = new URL(mails[0]?.link ?? 'http://x/').searchParams.get('token')
    expect(token).toBeTruthy()
    expect((await post('/api/changePassword', { token, password: 'Second-Password-2' })).status).toBe(200)
    const login = await post('/api/token', {
      grant: 'password',
      market: 'it',
      username: email,
      password: 'Second-Password-2',
    })
    expect(login.status).toBe(200)
    const changed = await post(
      '/api/changePassword',
      { oldPassword: 'Second-Password-2', password: 'Third-Password-3' },
      { Cookie: cookieOf(login) },
    )
    expect(changed.status).toBe(200)
  })

  it('takes only the newest reset link, once', async () => {
    const email = `edge-live-reset-${Date.now()}@example.com`
    await post('/api/signup', { email, password: 'First-Password-1', market: 'it' })
    const ask = () => post('/api/resetPassword', { email, locale: 'en', market: 'gb' })
    const linkTokens = async () => {
      const outbox = await app.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`, {}, env)
      const { mails } = (await outbox.json()) as { mails: OutboxEntry[] }
      return mails.map((mail) => new URL(mail.link ?? 'http://x/').searchParams.get('token'))
    }
    await ask()
    const [older] = await linkTokens()
    await ask()
    const newer = (await linkTokens()).find((token) => token !== older)
    expect(newer).toBeTruthy()
    const refusal = async (token: string | null | undefined, password: string) =>
      (
        (await (await post('/api/changePassword', { token, password })).json()) as {
          error?: { code: string }
        }
      ).error?.code
    expect(await refusal(older, 'Second-Password-2')).toBe('reset_link_invalid')
    expect(await refusal(newer, 'Second-Password-2')).toBeUndefined()
    expect(await refusal(newer, 'Third-Password-3')).toBe('reset_link_invalid')
    const login = await post('/api/token', {
      grant: 'password',
      market: 'it',
      username: email,
      password: 'Second-Password-2',
    })
    expect(login.status).toBe(200)
  })
  it('ends the mailed reset link when the customer changes the password signed in', async () => {
    const email = `edge-live-change-${Date.now()}@example.com`
    const signup = await post('/api/signup', { email, password: 'First-Password-1', market: 'it' })
    expect(signup.status).toBe(201)
    expect((await post('/api/resetPassword', { email, locale: 'en', market: 'gb' })).status).toBe(202)
    const outbox = await app.request(`/api/dev/outbox?to=${encodeURIComponent(email)}`, {}, env)
    const { mails } = (await outbox.json()) as { mails: OutboxEntry[] }
    const token = new URL(mails[0]?.link ?? 'http://x/').searchParams.get('token')
    expect(token).toBeTruthy()
    const changed = await post(
      '/api/changePassword',
      { oldPassword: 'First-Password-1', password: 'Second-Password-2' },
      { Cookie: cookieOf(signup) },
    )
    expect(changed.status).toBe(200)
    const reset = await post('/api/changePassword', { token, password: 'Someone-Else-3' })
    expect(((await reset.json()) as { error?: { code: string } }).error?.code).toBe('reset_link_invalid')
    const login = await post('/api/token', {
      grant: 'password',
      market: 'it',
      username: email,
      password: 'Second-Password-2',
    })
    expect(login.status).toBe(200)
  })
})
