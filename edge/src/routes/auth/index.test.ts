import { afterEach, describe, expect, it, vi } from 'vitest'
import type { OutboxEntry } from '../../mail'
import { errorOf, json, postJson, refusalOf, testApp, testEnv } from '../../testing'
import { clError } from '../../testing/commerce'
import { fakeCommerce } from '../../testing/customers'

afterEach(() => vi.restoreAllMocks())

let clients = 0
// Each test is its own client, so the rate limiter's budget of one never leaks into another.
function setup() {
  const commerce = fakeCommerce()
  const app = testApp(commerce.handlers)
  const ip = `10.0.${Math.floor(++clients / 250)}.${clients % 250}`
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(path, postJson(body, { 'cf-connecting-ip': ip, ...headers }))
  return { ...app, commerce, post }
}

const errorCode = refusalOf

/** The code of a refused body and the issues the form puts under its fields. */
async function issuesOf(res: Response) {
  const { error } = (await res.json()) as {
    error: { code: string; details?: { issues?: { path: unknown[]; message: string }[] } }
  }
  return { code: error.code, issues: error.details?.issues ?? [] }
}

/** Signs Ada in (in Italy) and returns the refresh cookie as a request sends it back. */
async function signedIn(request: ReturnType<typeof setup>['request']): Promise<string> {
  const login = await request(
    '/api/token',
    postJson({ grant: 'password', market: 'it', username: 'ada@example.com', password: 'secret123' }),
  )
  return (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
}

describe('POST /api/signup', () => {
  it('creates the customer, subscribes them when they consent, and signs them in', async () => {
    const { post, commerce, calls } = setup()
    const res = await post('/api/signup', {
      email: 'new@example.com',
      password: 'longenough',
      metadata: { firstName: 'Ada' },
      subscribeConsent: true,
      market: 'de',
    })
    expect(res.status).toBe(201)
    const text = await res.text()
    expect(JSON.parse(text)).toMatchObject({ customerId: 'cust1', scope: 'market:code:de' })
    expect(text).not.toContain('refresh-')
    expect(res.headers.get('set-cookie')).toContain('HttpOnly')
    expect(commerce.subscribed).toEqual(['new@example.com'])
    const create = calls.find((call) => call.url.endsWith('/api/customers'))
    expect(create?.headers.get('authorization')).toMatch(/^Bearer access-/)
    expect(create?.headers.get('content-type')).toBe('application/vnd.api+json')
    expect(create?.headers.get('accept')).toBe('application/vnd.api+json')
    expect(create?.body).toEqual({
      data: {
        type: 'customers',
        attributes: { email: 'new@example.com', password: 'longenough', metadata: { firstName: 'Ada' } },
      },
    })
    const integration = calls.find(
      (call) => (call.body as { client_id?: string }).client_id === 'test-integration',
    )
    expect(integration?.body).toMatchObject({
      grant_type: 'client_credentials',
      client_secret: 'test-integration-secret',
    })
  })

  it('signs the customer in to the shop’s home market when the form names none', async () => {
    const { post } = setup()
    const res = await post('/api/signup', { email: 'new@example.com', password: 'longenough' })
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ scope: 'market:code:it' })
  })

  it('does not subscribe without consent', async () => {
    const { post, commerce } = setup()
    expect((await post('/api/signup', { email: 'new@example.com', password: 'longenough' })).status).toBe(201)
    expect(commerce.subscribed).toEqual([])
  })

  it('still signs the customer in when the newsletter refuses a second subscription', async () => {
    const { post, commerce } = setup()
    commerce.subscribed.push('new@example.com')
    const res = await post('/api/signup', {
      email: 'new@example.com',
      password: 'longenough',
      subscribeConsent: true,
    })
    expect(res.status).toBe(201)
  })

  it('answers email_already_registered for a taken address', async () => {
    const { post } = setup()
    const res = await post('/api/signup', { email: 'taken@example.com', password: 'longenough' })
    expect(res.status).toBe(409)
    expect(await errorCode(res)).toBe('email_already_registered')
  })

  it.each([
    [{ password: 'longenough' }, 'missing_parameters'],
    [{ email: 'new@example.com' }, 'missing_parameters'],
    [{ email: 'not-an-email', password: 'longenough' }, 'invalid_email'],
    [{ email: 'new@example.com', password: '123' }, 'invalid_password'],
    [
      { email: 'new@example.com', password: 'longenough', confirmPassword: 'different' },
      'passwords_not_match',
    ],
  ])('refuses %j with %s and creates nothing', async (body, code) => {
    const { post, calls } = setup()
    const res = await post('/api/signup', body)
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(await errorCode(res)).toBe(code)
    expect(calls).toHaveLength(0)
  })

  it.each([
    [{ email: `${'a'.repeat(243)}@example.com`, password: 'longenough' }, 'invalid_email', 'tooLong?max=254'],
    [{ email: 'new@example.com', password: 'p'.repeat(129) }, 'invalid_password', 'tooLong?max=128'],
    [
      { email: 'new@example.com', password: 'longenough', metadata: { firstName: 'A'.repeat(101) } },
      'missing_parameters',
      'tooLong?max=100',
    ],
  ])(
    'refuses a field past its length (%#) with %s and its message, creating nothing',
    async (body, code, message) => {
      const { post, calls } = setup()
      const res = await post('/api/signup', body)
      expect(res.status).toBe(400)
      expect(await issuesOf(res)).toMatchObject({ code, issues: [{ message: `validation:${message}` }] })
      expect(calls).toHaveLength(0)
    },
  )

  it('answers generic_error when Commerce Layer refuses for another reason', async () => {
    const { post } = setup()
    const res = await post('/api/signup', { email: 'weird@example.com', password: 'longenough' })
    expect(await errorOf(res)).toMatchObject({ code: 'generic_error', reason: 'refused_by_commerce' })
    expect(res.status).toBe(422)
  })

  it('answers 502 when Commerce Layer refuses the edge itself, which no change to the form would fix', async () => {
    const commerce = fakeCommerce()
    const { request } = testApp({
      ...commerce.handlers,
      'POST /api/customers': () => clError(403, 'FORBIDDEN', 'You are not authorized to perform this action'),
    })
    const res = await request(
      '/api/signup',
      postJson({ email: 'new@example.com', password: 'longenough' }, { 'cf-connecting-ip': '10.6.6.8' }),
    )
    expect(res.status).toBe(502)
    expect(await errorOf(res)).toMatchObject({ code: 'generic_error', reason: 'refused_by_commerce' })
  })

  it('logs a refusal of the integration’s credentials at error level, naming the call and not the customer', async () => {
    const failed = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const commerce = fakeCommerce()
    const { request } = testApp({
      ...commerce.handlers,
      'POST /api/customers': () => clError(403, 'FORBIDDEN', 'new@example.com may not be created'),
    })
    await request(
      '/api/signup',
      postJson({ email: 'new@example.com', password: 'longenough' }, { 'cf-connecting-ip': '10.6.6.12' }),
    )
    expect(failed).toHaveBeenCalledWith({
      event: 'upstream_credentials_refused',
      call: 'signup',
      status: 403,
      code: 'FORBIDDEN',
    })
    expect(JSON.stringify(failed.mock.calls)).not.toContain('new@example.com')
  })

  it('logs a refused integration token at error level: its secret was rotated or is wrong', async () => {
    const failed = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { request } = testApp({ 'POST /oauth/token': () => json({ error: 'invalid_client' }, 401) })
    await request(
      '/api/signup',
      postJson({ email: 'new@example.com', password: 'longenough' }, { 'cf-connecting-ip': '10.6.6.13' }),
    )
    expect(failed).toHaveBeenCalledWith({
      event: 'upstream_credentials_refused',
      call: 'token',
      status: 401,
      code: 'invalid_client',
      grant: 'client_credentials',
    })
    expect(JSON.stringify(failed.mock.calls)).not.toContain('test-integration-secret')
  })

  it('logs a refused newsletter subscription as a warning, and still signs the customer in', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { post, commerce } = setup()
    commerce.subscribed.push('new@example.com')
    const res = await post('/api/signup', {
      email: 'new@example.com',
      password: 'longenough',
      subscribeConsent: true,
    })
    expect(res.status).toBe(201)
    expect(warned).toHaveBeenCalledWith({
      event: 'upstream_refused',
      call: 'newsletter',
      status: 422,
      code: 'VALIDATION_ERROR',
    })
  })

  it.each([
    ['/data/attributes/email', 'email - is invalid', 'invalid_email'],
    ['/data/attributes/password', 'password - is too short', 'invalid_password'],
  ])(
    'names the field when Commerce Layer refuses %s, as the form shows it',
    async (pointer, detail, code) => {
      const commerce = fakeCommerce()
      const { request } = testApp({
        ...commerce.handlers,
        'POST /api/customers': () => clError(422, 'VALIDATION_ERROR', detail, pointer),
      })
      const res = await request(
        '/api/signup',
        postJson({ email: 'new@example.com', password: 'longenough' }, { 'cf-connecting-ip': '10.6.6.6' }),
      )
      expect(await errorCode(res)).toBe(code)
    },
  )
})

describe('POST /api/resetPassword', () => {
  it('mails a link to the change-password screen in the market and language asked for', async () => {
    const { post } = setup()
    const res = await post('/api/resetPassword', { email: 'ada@example.com', locale: 'fr', market: 'ch' })
    expect(res.status).toBe(202)
    const { mails } = (await (await testApp().request('/api/dev/outbox?to=ada@example.com')).json()) as {
      mails: OutboxEntry[]
    }
    const mail = mails[0]
    expect(mail?.subject).toBe('Réinitialisez votre mot de passe')
    // The screen's path in French words, not only under the French prefix.
    expect(mail?.link).toBe(
      'http://localhost/switzerland/chf/fr/compte/changer-mot-de-passe?token=reset1.tok123',
    )
    expect(mail?.text).toContain(mail?.link)
  })

  it("links to the shop's configured address, whatever Host the request names", async () => {
    const commerce = fakeCommerce()
    const { app } = testApp(commerce.handlers)
    const env = { ...testEnv, SHOP_ORIGIN: 'https://shop.example' }
    const res = await app.request(
      'http://attacker.example/api/resetPassword',
      postJson(
        { email: 'ada@example.com', locale: 'it', market: 'it' },
        { 'cf-connecting-ip': '10.9.9.9', Origin: 'http://attacker.example' },
      ),
      env,
    )
    expect(res.status).toBe(202)
    const { mails } = (await (await testApp().request('/api/dev/outbox?to=ada@example.com')).json()) as {
      mails: OutboxEntry[]
    }
    // Other tests mail this address too: this one's is the only Italian link.
    const links = mails.map((mail) => mail.link).filter((link) => link?.includes('/italy/'))
    expect(links).toHaveLength(1)
    expect(links[0]).toMatch(/^https:\/\/shop\.example\/italy\/eur\/it\/[^?]+\?token=/)
  })

  it('answers 502 when the mail provider refuses the mail, rather than say a link is on its way', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const commerce = fakeCommerce()
    const { app, calls } = testApp({
      ...commerce.handlers,
      'POST /emails': () => json({ message: 'The from address is not verified' }, 403),
    })
    const env = { ...testEnv, MAILER: 'resend', MAIL_API_KEY: 'test-key' }
    const res = await app.request(
      '/api/resetPassword',
      postJson({ email: 'ada@example.com', locale: 'it', market: 'it' }, { 'cf-connecting-ip': '10.7.7.7' }),
      env,
    )
    expect(res.status).toBe(502)
    expect(await errorCode(res)).toBe('mail_failed')
    expect(calls.map((call) => call.url)).toContain('https://api.resend.com/emails')
    // The log keeps the provider's reason: the customer only sees that no mail came.
    expect(logged).toHaveBeenCalledWith('mail provider refused', 403, expect.stringContaining('not verified'))
  })

  it('links to the address the request came to where no shop address is set, as in development', async () => {
    const commerce = fakeCommerce()
    const { app } = testApp(commerce.handlers)
    const res = await app.request(
      'http://localhost:8787/api/resetPassword',
      postJson(
        { email: 'ada@example.com', locale: 'es', market: 'es' },
        { 'cf-connecting-ip': '10.9.9.8', Origin: 'http://localhost:8787' },
      ),
      testEnv,
    )
    expect(res.status).toBe(202)
    const { mails } = (await (await testApp().request('/api/dev/outbox?to=ada@example.com')).json()) as {
      mails: OutboxEntry[]
    }
    // Other tests mail this address too: this one's is the only Spanish link.
    const links = mails.map((mail) => mail.link).filter((link) => link?.includes('/spain/'))
    expect(links).toHaveLength(1)
    expect(links[0]).toMatch(/^http:\/\/localhost:8787\/spain\/eur\/es\//)
  })

  it.each([401, 403])(
    'answers 502 when Commerce Layer refuses the integration a reset (%i), rather than say a link is on its way',
    async (status) => {
      const failed = vi.spyOn(console, 'error').mockImplementation(() => undefined)
      const commerce = fakeCommerce()
      const { request } = testApp({
        ...commerce.handlers,
        'POST /api/customer_password_resets': () => clError(status, 'UNAUTHORIZED', 'not allowed'),
      })
      const res = await request(
        '/api/resetPassword',
        postJson(
          { email: 'ada@example.com', locale: 'it', market: 'it' },
          { 'cf-connecting-ip': `10.6.7.${status % 250}` },
        ),
      )
      expect(res.status).toBe(502)
      expect(await errorOf(res)).toMatchObject({ code: 'generic_error', reason: 'refused_by_commerce' })
      expect(failed).toHaveBeenCalledWith(
        expect.objectContaining({ event: 'upstream_credentials_refused', call: 'password_reset', status }),
      )
    },
  )

  it('answers an address Commerce Layer says it does not know (422 "not found") as any other, and sends nothing', async () => {
    const commerce = fakeCommerce()
    const { request } = testApp({
      ...commerce.handlers,
      'POST /api/customer_password_resets': () =>
        clError(422, 'VALIDATION_ERROR', 'customer_email - not found', '/data/attributes/customer_email'),
    })
    const res = await request(
      '/api/resetPassword',
      postJson(
        { email: 'ghost@example.com', locale: 'it', market: 'it' },
        { 'cf-connecting-ip': '10.6.7.7' },
      ),
    )
    expect(res.status).toBe(202)
    const { mails } = (await (await testApp().request('/api/dev/outbox?to=ghost@example.com')).json()) as {
      mails: unknown[]
    }
    expect(mails).toEqual([])
  })

  it('answers the same for an unknown address and sends nothing', async () => {
    const { post } = setup()
    const res = await post('/api/resetPassword', { email: 'nobody@example.com', locale: 'it', market: 'it' })
    expect(res.status).toBe(202)
    const { mails } = (await (await testApp().request('/api/dev/outbox?to=nobody@example.com')).json()) as {
      mails: unknown[]
    }
    expect(mails).toEqual([])
  })

  it.each([
    [{ locale: 'it', market: 'it' }, 'missing_parameters'],
    [{ email: 'x', locale: 'it', market: 'it' }, 'invalid_email'],
    [{ email: 'ada@example.com', locale: 'it', market: 'mars' }, 'unknown_market'],
  ])('refuses %j with %s', async (body, code) => {
    const { post } = setup()
    expect(await errorCode(await post('/api/resetPassword', body))).toBe(code)
  })

  it('refuses an address longer than RFC 5321 allows as invalid_email, asking nothing and mailing nothing', async () => {
    const { post, calls } = setup()
    const res = await post('/api/resetPassword', {
      email: `${'a'.repeat(243)}@example.com`,
      locale: 'it',
      market: 'it',
    })
    expect(res.status).toBe(400)
    expect(await issuesOf(res)).toMatchObject({
      code: 'invalid_email',
      issues: [{ path: ['email'], message: 'validation:tooLong?max=254' }],
    })
    expect(calls).toHaveLength(0)
  })
})

describe('POST /api/changePassword', () => {
  it('changes the password with the token of a reset link', async () => {
    const { post, commerce } = setup()
    const res = await post('/api/changePassword', { token: 'reset1.tok123', password: 'brand-new-1' })
    expect(res.status).toBe(200)
    expect(commerce.passwords.get('cust1')).toBe('brand-new-1')
  })

  it('refuses a reset link asked for more than an hour ago, and keeps the password', async () => {
    const { post, commerce } = setup()
    commerce.reset.askedAt = '2025-12-31T22:59:00Z'
    const res = await post('/api/changePassword', { token: 'reset1.tok123', password: 'brand-new-1' })
    expect(await errorCode(res)).toBe('reset_link_invalid')
    expect(commerce.passwords.get('cust1')).toBe('secret123')
  })

  describe('a reset link works once, and only the newest one sent', () => {
    const ask = (post: ReturnType<typeof setup>['post']) =>
      post('/api/resetPassword', { email: 'ada@example.com', locale: 'it', market: 'it' })

    it('refuses a link already used within its hour, keeping the password it set', async () => {
      const { post, commerce } = setup()
      await ask(post)
      expect(
        (await post('/api/changePassword', { token: 'reset1.tok123', password: 'brand-new-1' })).status,
      ).toBe(200)
      const again = await post('/api/changePassword', { token: 'reset1.tok123', password: 'brand-new-2' })
      expect(again.status).toBe(400)
      expect(await errorCode(again)).toBe('reset_link_invalid')
      expect(commerce.passwords.get('cust1')).toBe('brand-new-1')
    })

    it('refuses an older link once a newer one was sent, and takes the newer', async () => {
      const { post, commerce } = setup()
      await ask(post)
      await ask(post)
      const older = await post('/api/changePassword', { token: 'reset1.tok123', password: 'brand-new-1' })
      expect(older.status).toBe(400)
      expect(await errorCode(older)).toBe('reset_link_invalid')
      expect(commerce.passwords.get('cust1')).toBe('secret123')
      expect(
        (await post('/api/changePassword', { token: 'reset2.tok2', password: 'brand-new-2' })).status,
      ).toBe(200)
      expect(commerce.passwords.get('cust1')).toBe('brand-new-2')
    })

    it('answers 502, not "ask again", when Commerce Layer will not list the customer’s resets', async () => {
      const commerce = fakeCommerce()
      const { request } = testApp({
        ...commerce.handlers,
        'GET /api/customer_password_resets': () => clError(403, 'FORBIDDEN', 'not allowed'),
      })
      const res = await request(
        '/api/changePassword',
        postJson({ token: 'reset1.tok123', password: 'brand-new-1' }, { 'cf-connecting-ip': '10.6.6.14' }),
      )
      expect(res.status).toBe(502)
      expect(await errorOf(res)).toMatchObject({ code: 'generic_error', reason: 'refused_by_commerce' })
      expect(commerce.passwords.get('cust1')).toBe('secret123')
    })

    it('refuses an older link after the password was reset with a newer one', async () => {
      const { post, commerce } = setup()
      await ask(post)
      await ask(post)
      await post('/api/changePassword', { token: 'reset2.tok2', password: 'brand-new-2' })
      const older = await post('/api/changePassword', { token: 'reset1.tok123', password: 'brand-new-1' })
      expect(await errorCode(older)).toBe('reset_link_invalid')
      expect(commerce.passwords.get('cust1')).toBe('brand-new-2')
    })
  })

  it('answers reset_link_invalid, which tells the shopper to ask again, for a wrong or malformed reset token', async () => {
    const { post, commerce } = setup()
    expect(
      await errorCode(await post('/api/changePassword', { token: 'reset1.wrong', password: 'brand-new-1' })),
    ).toBe('reset_link_invalid')
    expect(
      await errorCode(await post('/api/changePassword', { token: 'nodot', password: 'brand-new-1' })),
    ).toBe('reset_link_invalid')
    expect(commerce.passwords.get('cust1')).toBe('secret123')
  })

  it.each(['.tok123', 'reset1.'])(
    'refuses the reset token %j, missing a half, without asking Commerce Layer',
    async (token) => {
      const { post, calls } = setup()
      const res = await post('/api/changePassword', { token, password: 'brand-new-1' })
      expect(res.status).toBe(400)
      expect(await errorCode(res)).toBe('reset_link_invalid')
      expect(calls.filter((call) => call.url.includes('customer_password_resets'))).toEqual([])
    },
  )

  it('refuses a reset token longer than any link carries as reset_link_invalid, without asking Commerce Layer', async () => {
    const { post, calls, commerce } = setup()
    const res = await post('/api/changePassword', {
      token: `reset1.${'t'.repeat(300)}`,
      password: 'brand-new-1',
    })
    expect(res.status).toBe(400)
    expect(await errorCode(res)).toBe('reset_link_invalid')
    expect(calls).toHaveLength(0)
    expect(commerce.passwords.get('cust1')).toBe('secret123')
  })

  it.each([
    [{ token: 'reset1.tok123', password: 'p'.repeat(129) }, 'invalid_password', 'tooLong?max=128'],
    [{ oldPassword: 'p'.repeat(1025), password: 'brand-new-1' }, 'missing_parameters', 'tooLong?max=1024'],
  ])(
    'refuses password %# past its length with its code and message, changing nothing',
    async (body, code, message) => {
      const { post, calls, commerce } = setup()
      const res = await post('/api/changePassword', body)
      expect(res.status).toBe(400)
      expect(await issuesOf(res)).toMatchObject({ code, issues: [{ message: `validation:${message}` }] })
      expect(calls).toHaveLength(0)
      expect(commerce.passwords.get('cust1')).toBe('secret123')
    },
  )

  it('answers invalid_password when Commerce Layer refuses the new password of a reset, not that the link is dead', async () => {
    const commerce = fakeCommerce()
    const { request } = testApp({
      ...commerce.handlers,
      'PATCH /api/customer_password_resets/reset1': () =>
        clError(
          422,
          'VALIDATION_ERROR',
          'customer_password - is too weak',
          '/data/attributes/customer_password',
        ),
    })
    const res = await request(
      '/api/changePassword',
      postJson({ token: 'reset1.tok123', password: 'brand-new-1' }, { 'cf-connecting-ip': '10.6.6.7' }),
    )
    expect(await errorCode(res)).toBe('invalid_password')
  })

  it('answers reset_link_invalid when Commerce Layer answers a reset with a bad request, rather than say the password changed', async () => {
    const commerce = fakeCommerce()
    const { request } = testApp({
      ...commerce.handlers,
      'PATCH /api/customer_password_resets/reset1': () =>
        clError(400, 'BAD_REQUEST', 'the request is not valid'),
    })
    const res = await request(
      '/api/changePassword',
      postJson({ token: 'reset1.tok123', password: 'brand-new-1' }, { 'cf-connecting-ip': '10.6.6.10' }),
    )
    expect(await errorCode(res)).toBe('reset_link_invalid')
  })

  it('changes a signed-in customer’s password after checking the old one, closing the session the check opened', async () => {
    const { post, commerce, request } = setup()
    const cookie = await signedIn(request)
    const res = await post(
      '/api/changePassword',
      { oldPassword: 'secret123', password: 'brand-new-1' },
      { Cookie: cookie },
    )
    expect(res.status).toBe(200)
    expect(commerce.passwords.get('cust1')).toBe('brand-new-1')
    // The session was refreshed on the way: the cookie rotated.
    expect(res.headers.get('set-cookie')).toMatch(/shop_refresh=refresh-\d/)
    expect(res.headers.get('set-cookie')).not.toContain(cookie)
    // The old-password check signed in once more; only the cookie's session may outlive it.
    const rotated = /shop_refresh=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1]
    expect([...commerce.auth.live]).toEqual([rotated])
  })

  it('ends every reset link still open when a signed-in customer changes the password', async () => {
    const { post, commerce, request } = setup()
    const ask = () => post('/api/resetPassword', { email: 'ada@example.com', locale: 'it', market: 'it' })
    await ask()
    await ask()
    const cookie = await signedIn(request)
    const res = await post(
      '/api/changePassword',
      { oldPassword: 'secret123', password: 'brand-new-1' },
      { Cookie: cookie },
    )
    expect(res.status).toBe(200)
    // The newest link, and the one before it, which the newest alone ended would have left the newest.
    for (const token of ['reset2.tok2', 'reset1.tok123']) {
      const reset = await post('/api/changePassword', { token, password: 'someone-else-1' })
      expect(await errorCode(reset), token).toBe('reset_link_invalid')
    }
    expect(commerce.passwords.get('cust1')).toBe('brand-new-1')
  })

  it('keeps the password when Commerce Layer will not end the open reset links, to be tried again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const commerce = fakeCommerce()
    const { request } = testApp({
      ...commerce.handlers,
      'DELETE /api/customer_password_resets/reset1': () => clError(403, 'FORBIDDEN', 'not allowed'),
    })
    const cookie = await signedIn(request)
    const res = await request(
      '/api/changePassword',
      postJson({ oldPassword: 'secret123', password: 'brand-new-1' }, { Cookie: cookie }),
    )
    expect(res.status).toBe(502)
    expect(await errorOf(res)).toMatchObject({ code: 'generic_error', reason: 'refused_by_commerce' })
    expect(commerce.passwords.get('cust1')).toBe('secret123')
  })

  it('checks the old password in the market of the customer’s session', async () => {
    const { post, request, calls } = setup()
    const cookie = await signedIn(request)
    const logins = calls.length
    await post(
      '/api/changePassword',
      { oldPassword: 'secret123', password: 'brand-new-1' },
      { Cookie: cookie },
    )
    const check = calls
      .slice(logins)
      .find((call) => (call.body as { grant_type?: string } | null)?.grant_type === 'password')
    expect(check?.body).toMatchObject({ password: 'secret123', scope: 'market:code:it' })
  })

  it.each([
    {
      // A 422 pointing at the password: the customer's to mend.
      refusal: () => clError(422, 'VALIDATION_ERROR', 'password - is too weak', '/data/attributes/password'),
      status: 400,
      code: 'invalid_password',
      ip: '10.6.6.9',
    },
    {
      refusal: () => clError(400, 'BAD_REQUEST', 'the request is not valid'),
      status: 502,
      code: 'refused_by_commerce',
      ip: '10.6.6.11',
    },
  ])(
    'answers $code when Commerce Layer refuses a signed-in customer’s new password, rather than say it changed',
    async ({ refusal, status, code, ip }) => {
      const commerce = fakeCommerce()
      const { request } = testApp({ ...commerce.handlers, 'PATCH /api/customers/cust1': refusal })
      const cookie = await signedIn(request)
      const res = await request(
        '/api/changePassword',
        postJson(
          { oldPassword: 'secret123', password: 'brand-new-1' },
          { Cookie: cookie, 'cf-connecting-ip': ip },
        ),
      )
      expect(res.status).toBe(status)
      expect(await errorCode(res)).toBe(code)
    },
  )

  it('answers error_old_password when the old password is wrong, changing nothing', async () => {
    const { post, commerce, request } = setup()
    const cookie = await signedIn(request)
    const res = await post(
      '/api/changePassword',
      { oldPassword: 'wrong-one', password: 'brand-new-1' },
      { Cookie: cookie },
    )
    expect(res.status).toBe(400)
    expect(await errorCode(res)).toBe('error_old_password')
    expect(commerce.passwords.get('cust1')).toBe('secret123')
  })

  it('logs a wrong old password as a failed sign-in', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { post, request } = setup()
    const cookie = await signedIn(request)
    await post(
      '/api/changePassword',
      { oldPassword: 'wrong-one', password: 'brand-new-1' },
      { Cookie: cookie },
    )
    expect(warned).toHaveBeenCalledWith(
      expect.objectContaining({
        event: 'login_failed',
        route: '/api/changePassword',
        reason: 'wrong_old_password',
      }),
    )
  })

  it('answers TOKEN_ERROR to a change with the old password and no session', async () => {
    const { post } = setup()
    expect(
      await errorCode(await post('/api/changePassword', { oldPassword: 'a', password: 'brand-new-1' })),
    ).toBe('TOKEN_ERROR')
  })

  it.each([
    [{ password: 'brand-new-1' }, 'missing_parameters'],
    [{ token: 'reset1.tok123', password: '1' }, 'invalid_password'],
    [{ oldPassword: 'secret123', password: '1' }, 'invalid_password'],
    [
      { token: 'reset1.tok123', password: 'brand-new-1', confirmPassword: 'brand-new-2' },
      'passwords_not_match',
    ],
  ])('refuses %j with %s', async (body, code) => {
    const { post, commerce } = setup()
    expect(await errorCode(await post('/api/changePassword', body))).toBe(code)
    expect(commerce.passwords.get('cust1')).toBe('secret123')
  })
})

describe('auth endpoints', () => {
  it('answer 429 with Retry-After once a client exceeds its budget, while another client still passes', async () => {
    const { post } = setup()
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) {
      statuses.push(
        (await post('/api/resetPassword', { email: 'nobody@example.com', locale: 'it', market: 'it' }))
          .status,
      )
    }
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 202))
    // The budget is ten a minute: the eleventh is refused.
    const limited = await post('/api/resetPassword', {
      email: 'nobody@example.com',
      locale: 'it',
      market: 'it',
    })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    expect(await errorOf(limited)).toEqual({ code: 'rate_limited', message: expect.any(String) })
    const other = setup()
    expect(
      (await other.post('/api/resetPassword', { email: 'nobody@example.com', locale: 'it', market: 'it' }))
        .status,
    ).toBe(202)
    // The same client still has its budget on another endpoint.
    expect((await post('/api/signup', { email: 'new@example.com', password: 'longenough' })).status).toBe(201)
  })

  it.each([
    ['/api/signup', { email: 'taken@example.com', password: 'longenough' }],
    // Each try checks an old password: unlimited, it would let a script guess a signed-in one.
    ['/api/changePassword', { oldPassword: 'guess', password: 'brand-new-1' }],
  ])('limit %s to ten a minute from one client too', async (path, body) => {
    const { post } = setup()
    for (let i = 0; i < 10; i++) expect((await post(path, body)).status).not.toBe(429)
    const limited = await post(path, body)
    expect(limited.status).toBe(429)
    expect(await errorOf(limited)).toEqual({ code: 'rate_limited', message: expect.any(String) })
  })

  it.each([
    [
      '/api/signup',
      { email: `${'a'.repeat(300)}@example.com`, password: 'longenough' },
      { email: 'new@example.com', password: 'longenough' },
      201,
    ],
    [
      '/api/resetPassword',
      { email: `${'a'.repeat(300)}@example.com`, locale: 'it', market: 'it' },
      { email: 'ada@example.com', locale: 'it', market: 'it' },
      202,
    ],
    [
      '/api/changePassword',
      { token: 'reset1.tok123', password: 'p'.repeat(200) },
      { token: 'reset1.tok123', password: 'brand-new-1' },
      200,
    ],
  ])(
    'count on %s only what passes the form’s checks: overlong values refused leave the real try its budget',
    async (path, overlong, real, status) => {
      const { post, calls } = setup()
      // More than the whole budget, each refused as the form would, and nothing asked upstream.
      for (let i = 0; i < 12; i++) expect((await post(path, overlong)).status).toBe(400)
      expect(calls).toHaveLength(0)
      expect((await post(path, real)).status).toBe(status)
    },
  )

  it('refuse malformed JSON, another media type and an oversized body with JSON errors', async () => {
    const { post, calls, request } = setup()
    const malformed = await post('/api/signup', '{"email": ')
    expect(malformed.status).toBe(400)
    expect(await errorCode(malformed)).toBe('malformed_json')
    const text = await request('/api/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: 'http://localhost' },
      body: '{}',
    })
    expect(text.status).toBe(415)
    const huge = await post('/api/signup', {
      email: 'new@example.com',
      password: 'longenough',
      metadata: { blob: 'x'.repeat(10_000) },
    })
    expect(huge.status).toBe(413)
    expect(await errorCode(huge)).toBe('payload_too_large')
    const wrongTypes = await post('/api/signup', { email: 42, password: ['a'], subscribeConsent: 'yes' })
    expect(wrongTypes.status).toBe(400)
    expect(await errorCode(wrongTypes)).toBe('missing_parameters')
    expect(calls).toHaveLength(0)
    expect(testEnv.OUTBOX).toBeDefined()
  })
})
