import { afterEach, describe, expect, it, vi } from 'vitest'
import { errorOf, json, postJson, refusalOf, testApp } from '../../testing'
import { clError, fakeAuthServer, tokenBody } from '../../testing/commerce'

afterEach(() => vi.restoreAllMocks())

function setup() {
  const auth = fakeAuthServer()
  const app = testApp({ 'POST /oauth/token': auth.handler, 'POST /oauth/revoke': () => json({}) })
  return { ...app, auth }
}

/** An access token shaped as the auth server's: a JWT whose claims are `claims`. */
const accessJwt = (claims: object) =>
  ['{"alg":"RS512"}', JSON.stringify({ ...claims, rand: 'customer-access' })]
    .map((part) => btoa(part).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'))
    .concat('sig')
    .join('.')
const customerAccess = accessJwt({ owner: { id: 'cust1', type: 'Customer' } })

const cookieOf = (res: Response) => res.headers.get('set-cookie') ?? ''
const refreshOf = (res: Response) => /shop_refresh=([^;]*)/.exec(cookieOf(res))?.[1] ?? ''

describe('POST /api/token', () => {
  it('gives a guest a client-credentials token scoped to the market, without a cookie', async () => {
    const { request, calls } = setup()
    const res = await request('/api/token', postJson({ grant: 'guest', market: 'gb' }))
    expect(res.status).toBe(200)
    const body = (await res.json()) as { accessToken: string }
    expect(body).toMatchObject({
      scope: 'market:code:gb',
      expiresAt: '2026-01-01T02:00:00.000Z',
      expiresIn: 7200,
    })
    expect(body.accessToken).toMatch(/^access-/)
    expect(calls[0]?.body).toMatchObject({
      grant_type: 'client_credentials',
      client_id: 'test-sales-channel',
      scope: 'market:code:gb',
    })
    expect(calls[0]?.body).not.toHaveProperty('client_secret')
    expect(cookieOf(res)).toBe('')
  })

  it('logs a customer in, keeping the refresh token only in an HttpOnly SameSite=Strict cookie on /api', async () => {
    const { request } = setup()
    const res = await request(
      '/api/token',
      postJson({ grant: 'password', market: 'it', username: 'ada@example.com', password: 'secret123' }),
    )
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(JSON.parse(text)).toMatchObject({ customerId: 'cust1', scope: 'market:code:it' })
    expect(text).not.toContain('refresh-1')
    const cookie = cookieOf(res)
    expect(cookie).toContain('shop_refresh=refresh-1')
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Strict')
    expect(cookie).toContain('Path=/api')
    // http://localhost is the one origin where a Secure cookie would be dropped in development.
    expect(cookie).not.toContain('Secure')
  })

  it('refuses an eleventh login a minute from one client with 429, while its page starts still get tokens', async () => {
    const { request } = setup()
    const from = { 'cf-connecting-ip': '10.8.8.8' }
    const login = { grant: 'password', market: 'it', username: 'ada@example.com', password: 'wrong-guess' }
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) statuses.push((await request('/api/token', postJson(login, from))).status)
    // Ten wrong guesses are answered as such; the eleventh is not even tried.
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 400))
    const limited = await request('/api/token', postJson(login, from))
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('60')
    expect(await errorOf(limited)).toEqual({ code: 'rate_limited', message: expect.any(String) })
    expect((await request('/api/token', postJson({ grant: 'guest', market: 'it' }, from))).status).toBe(200)
    expect((await request('/api/token', postJson({ grant: 'session', market: 'it' }, from))).status).toBe(200)
  })

  it('keeps the refresh cookie for the two weeks the refresh token lives, past the browser’s closing', async () => {
    const { request } = setup()
    const res = await request(
      '/api/token',
      postJson({ grant: 'password', market: 'it', username: 'ada@example.com', password: 'secret123' }),
    )
    // Without an age the cookie would end with the browser, and the customer's session with it.
    expect(cookieOf(res)).toContain(`Max-Age=${14 * 24 * 60 * 60}`)
  })

  it('marks the cookie Secure on any other host', async () => {
    const { app, auth } = setup()
    const { testEnv } = await import('../../testing')
    const res = await app.request(
      'https://shop.example/api/token',
      postJson(
        { grant: 'password', market: 'it', username: auth.customer.email, password: auth.customer.password },
        { Origin: 'https://shop.example' },
      ),
      testEnv,
    )
    expect(cookieOf(res)).toContain('Secure')
  })

  it('names the cookie __Secure- over HTTPS, renews with it and ignores one without the prefix', async () => {
    const { app, auth } = setup()
    const { testEnv } = await import('../../testing')
    const post = (body: object, cookie?: string) =>
      app.request(
        'https://shop.example/api/token',
        postJson(body, { Origin: 'https://shop.example', ...(cookie ? { Cookie: cookie } : {}) }),
        testEnv,
      )
    const login = await post({
      grant: 'password',
      market: 'it',
      username: auth.customer.email,
      password: auth.customer.password,
    })
    const refresh = /__Secure-shop_refresh=([^;]+)/.exec(cookieOf(login))?.[1]
    expect(refresh).toMatch(/^refresh-/)
    const renewed = await post({ grant: 'refresh', market: 'it' }, `__Secure-shop_refresh=${refresh}`)
    expect(renewed.status).toBe(200)
    expect(cookieOf(renewed)).toMatch(/^__Secure-shop_refresh=refresh-/)
    // A cookie an insecure page could have planted is not a session.
    const planted = await post({ grant: 'refresh', market: 'it' }, 'shop_refresh=planted')
    expect(planted.status).toBe(401)
    const logout = await app.request(
      'https://shop.example/api/logout',
      postJson({}, { Origin: 'https://shop.example', Cookie: `__Secure-shop_refresh=${refresh}` }),
      testEnv,
    )
    expect(cookieOf(logout)).toMatch(/^__Secure-shop_refresh=;.*Max-Age=0.*Secure/)
  })

  it('rotates the refresh cookie on every refresh, re-scoping to the market asked for', async () => {
    const { request, calls } = setup()
    const login = await request(
      '/api/token',
      postJson({ grant: 'password', market: 'it', username: 'ada@example.com', password: 'secret123' }),
    )
    const first = refreshOf(login)
    const refreshed = await request(
      '/api/token',
      postJson({ grant: 'refresh', market: 'fr' }, { Cookie: `shop_refresh=${first}` }),
    )
    expect(refreshed.status).toBe(200)
    const text = await refreshed.text()
    expect(JSON.parse(text)).toMatchObject({ scope: 'market:code:fr', customerId: 'cust1' })
    const second = refreshOf(refreshed)
    expect(second).toBeTruthy()
    expect(second).not.toBe(first)
    expect(text).not.toContain(second)
    expect(calls.at(-1)?.body).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: first,
      scope: 'market:code:fr',
    })
    // The old refresh token is spent: using it again fails and clears the cookie.
    const replay = await request(
      '/api/token',
      postJson({ grant: 'refresh', market: 'fr' }, { Cookie: `shop_refresh=${first}` }),
    )
    expect(replay.status).toBe(401)
    expect(await refusalOf(replay)).toBe('TOKEN_ERROR')
    expect(cookieOf(replay)).toMatch(/shop_refresh=;.*Max-Age=0/)
  })

  it('keeps the refresh token for two more weeks when the auth server renews without a new one', async () => {
    const { request } = testApp({
      'POST /oauth/token': () => json(tokenBody({ scope: 'market:code:it', owner: 'cust1' })),
    })
    const res = await request(
      '/api/token',
      postJson({ grant: 'refresh', market: 'it' }, { Cookie: 'shop_refresh=kept-1' }),
    )
    expect(res.status).toBe(200)
    expect(refreshOf(res)).toBe('kept-1')
    expect(cookieOf(res)).toContain(`Max-Age=${14 * 24 * 60 * 60}`)
  })

  it('asks the auth server in plain JSON, as it expects', async () => {
    const { request, calls } = setup()
    await request('/api/token', postJson({ grant: 'guest', market: 'it' }))
    expect(calls[0]?.headers.get('content-type')).toBe('application/json')
    expect(calls[0]?.headers.get('accept')).toBe('application/json')
  })

  it('answers a refresh without a session cookie with TOKEN_ERROR', async () => {
    const { request, calls } = setup()
    const res = await request('/api/token', postJson({ grant: 'refresh', market: 'it' }))
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ error: { code: 'TOKEN_ERROR', message: 'no customer session' } })
    expect(calls).toHaveLength(0)
  })

  describe('the session grant (the page starting)', () => {
    it('restores the customer when the cookie holds a live refresh token, rotating it', async () => {
      const { request, calls, auth } = setup()
      const login = await request(
        '/api/token',
        postJson({ grant: 'password', market: 'it', username: 'ada@example.com', password: 'secret123' }),
      )
      const first = refreshOf(login)
      const res = await request(
        '/api/token',
        postJson({ grant: 'session', market: 'de' }, { Cookie: `shop_refresh=${first}` }),
      )
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({ customerId: 'cust1', scope: 'market:code:de' })
      // The cookie now holds the refresh token the auth server just issued, the only live one.
      const second = refreshOf(res)
      expect(second).not.toBe(first)
      expect([...auth.live]).toEqual([second])
      expect(calls.at(-1)?.body).toMatchObject({ grant_type: 'refresh_token', refresh_token: first })
    })

    it('gives a visitor without a cookie a guest token, with no refusal on the way', async () => {
      const { request, calls } = setup()
      const res = await request('/api/token', postJson({ grant: 'session', market: 'gb' }))
      expect(res.status).toBe(200)
      const body = await res.json()
      expect(body).toMatchObject({ scope: 'market:code:gb' })
      expect(body).not.toHaveProperty('customerId')
      expect(calls.map((call) => call.body)).toEqual([
        expect.objectContaining({ grant_type: 'client_credentials', scope: 'market:code:gb' }),
      ])
      expect(cookieOf(res)).toBe('')
    })

    it('answers a refused refresh cookie with a guest token, and leaves the cookie alone', async () => {
      const { request, calls } = setup()
      const res = await request(
        '/api/token',
        postJson({ grant: 'session', market: 'it' }, { Cookie: 'shop_refresh=spent' }),
      )
      expect(res.status).toBe(200)
      expect(await res.json()).not.toHaveProperty('customerId')
      // Another tab may have just renewed it: deleting "the" cookie would delete that tab's new one.
      expect(cookieOf(res)).toBe('')
      expect(calls.map((call) => (call.body as { grant_type?: string } | undefined)?.grant_type)).toEqual([
        'refresh_token',
        'client_credentials',
      ])
    })

    it('does not hide a token answer it cannot read behind a guest token', async () => {
      const { request, calls } = testApp({
        'POST /oauth/token': (call) =>
          (call.body as { grant_type?: string }).grant_type === 'refresh_token'
            ? json({ token_type: 'bearer' })
            : json(tokenBody({ scope: 'market:code:it' })),
      })
      const res = await request(
        '/api/token',
        postJson({ grant: 'session', market: 'it' }, { Cookie: 'shop_refresh=live' }),
      )
      expect(res.status).toBe(502)
      expect(await refusalOf(res)).toBe('TOKEN_ERROR')
      expect(calls).toHaveLength(1)
    })

    it('does not hide an unreachable commerce service behind a guest token', async () => {
      const down = testApp({
        'POST /oauth/token': () => {
          throw new TypeError('connection refused')
        },
      })
      const res = await down.request(
        '/api/token',
        postJson({ grant: 'session', market: 'it' }, { Cookie: 'shop_refresh=live' }),
      )
      expect(res.status).toBe(502)
      expect(await refusalOf(res)).toBe('upstream_unavailable')
    })
  })

  it.each([429, 408])(
    'keeps the customer and their cookie when the auth server answers %i, and says it is passing',
    async (status) => {
      const busy = testApp({ 'POST /oauth/token': () => clError(status, 'TOO_MANY_REQUESTS', 'Slow down') })
      const session = await busy.request(
        '/api/token',
        postJson({ grant: 'session', market: 'it' }, { Cookie: 'shop_refresh=live' }),
      )
      expect(session.status).toBe(503)
      expect(session.headers.get('retry-after')).toBe('5')
      expect(await refusalOf(session)).toBe('upstream_unavailable')
      expect(cookieOf(session)).toBe('')
      // One call: no guest token in place of the customer's.
      expect(busy.calls).toHaveLength(1)
      const login = await busy.request(
        '/api/token',
        postJson({ grant: 'password', market: 'it', username: 'ada@example.com', password: 'secret123' }),
      )
      expect(login.status).toBe(503)
      expect(await refusalOf(login)).not.toBe('WRONG_CREDENTIALS')
    },
  )

  it('logs a busy auth server as a refusal of the grant asked for, with its status and code', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const busy = testApp({ 'POST /oauth/token': () => clError(429, 'TOO_MANY_REQUESTS', 'Slow down') })
    await busy.request('/api/token', postJson({ grant: 'guest', market: 'it' }))
    expect(warned).toHaveBeenCalledWith({
      event: 'upstream_refused',
      call: 'token',
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      grant: 'client_credentials',
    })
  })

  it('logs a refused guest grant at error level: the edge’s own client id was refused, not a shopper', async () => {
    const failed = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const refusing = testApp({ 'POST /oauth/token': () => json({ error: 'invalid_client' }, 401) })
    const res = await refusing.request('/api/token', postJson({ grant: 'guest', market: 'it' }))
    // The shop's fault, not the visitor's: a passing 502 the page retries, not a session refused.
    expect(res.status).toBe(502)
    expect(await res.json()).toMatchObject({
      error: { code: 'generic_error', details: { values: { reason: 'refused_by_commerce' } } },
    })
    expect(failed).toHaveBeenCalledWith({
      event: 'upstream_credentials_refused',
      call: 'token',
      status: 401,
      code: 'invalid_client',
      grant: 'client_credentials',
    })
  })

  it('answers a sign-in refused for the shop’s client (invalid_client) as the shop’s fault, not a wrong password', async () => {
    const failed = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // In Commerce Layer's JSON:API words, as commerce-local answers an unknown client.
    const refusing = testApp({
      'POST /oauth/token': () =>
        json(
          { errors: [{ title: 'Client authentication failed', code: 'invalid_client', status: '401' }] },
          401,
        ),
    })
    const res = await refusing.request(
      '/api/token',
      postJson({ grant: 'password', market: 'it', username: 'ada@example.com', password: 'right-one' }),
    )
    expect(res.status).toBe(502)
    expect(failed).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'upstream_credentials_refused', grant: 'password' }),
    )
  })

  it('logs no upstream refusal for a wrong password or a spent refresh token: they are the customer’s', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const failed = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { request } = setup()
    await request(
      '/api/token',
      postJson({ grant: 'refresh', market: 'it' }, { Cookie: 'shop_refresh=spent' }),
    )
    await request(
      '/api/token',
      postJson({ grant: 'password', market: 'it', username: 'ada@example.com', password: 'nope' }),
    )
    const events = [...warned.mock.calls, ...failed.mock.calls].map(
      ([logged]) => (logged as { event?: string }).event,
    )
    expect(events).not.toContain('upstream_refused')
    expect(events).not.toContain('upstream_credentials_refused')
  })

  it('keeps the customer’s cookie when the auth server fails with a 500: it refused nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const failing = testApp({ 'POST /oauth/token': () => new Response('boom', { status: 500 }) })
    const res = await failing.request(
      '/api/token',
      postJson({ grant: 'session', market: 'it' }, { Cookie: 'shop_refresh=live' }),
    )
    logged.mockRestore()
    expect(res.status).toBe(502)
    expect(await refusalOf(res)).toBe('upstream_unavailable')
    expect(cookieOf(res)).toBe('')
  })

  it('answers wrong credentials with WRONG_CREDENTIALS and sets no cookie', async () => {
    const { request } = setup()
    const res = await request(
      '/api/token',
      postJson({ grant: 'password', market: 'it', username: 'ada@example.com', password: 'nope' }),
    )
    expect(res.status).toBe(400)
    expect(await refusalOf(res)).toBe('WRONG_CREDENTIALS')
    expect(cookieOf(res)).toBe('')
  })

  it('logs a wrong password as a failed sign-in with the country, never the address tried', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { request } = setup()
    await request(
      '/api/token',
      postJson(
        { grant: 'password', market: 'it', username: 'ada@example.com', password: 'nope' },
        { 'cf-ipcountry': 'IT' },
      ),
    )
    expect(warned).toHaveBeenCalledWith({
      event: 'login_failed',
      route: '/api/token',
      reason: 'wrong_credentials',
      country: 'IT',
    })
    expect(JSON.stringify(warned.mock.calls)).not.toContain('ada@')
  })

  it('answers an upstream answer without a token with TOKEN_ERROR', async () => {
    const { request } = testApp({ 'POST /oauth/token': () => json({ token_type: 'bearer' }) })
    const res = await request('/api/token', postJson({ grant: 'guest', market: 'it' }))
    expect(res.status).toBe(502)
    expect(await refusalOf(res)).toBe('TOKEN_ERROR')
  })

  it('answers an unreachable or failing upstream with a clear 502 in the error shape', async () => {
    const down = testApp({
      'POST /oauth/token': () => {
        throw new TypeError('connection refused')
      },
    })
    const res = await down.request('/api/token', postJson({ grant: 'guest', market: 'it' }))
    expect(res.status).toBe(502)
    expect(await errorOf(res)).toEqual({
      code: 'generic_error',
      reason: 'upstream_unavailable',
      message: 'the commerce service cannot be reached',
    })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const failing = testApp({ 'POST /oauth/token': () => new Response('oops', { status: 503 }) })
    const res2 = await failing.request('/api/token', postJson({ grant: 'guest', market: 'it' }))
    expect(res2.status).toBe(502)
    expect(await refusalOf(res2)).toBe('upstream_unavailable')
    // The 502 leaves a trace of what the upstream answered.
    expect(logged).toHaveBeenCalledWith(
      'commerce API failed',
      503,
      'POST',
      'http://commerce.test/oauth/token',
      'oops',
    )
    logged.mockRestore()
  })

  describe('a connection lost before the auth server answered', () => {
    const losingFirst = (lost: Error) => {
      const auth = fakeAuthServer()
      let calls = 0
      return testApp({
        'POST /oauth/token': (call) => {
          calls += 1
          if (calls === 1) throw lost
          return auth.handler(call)
        },
      })
    }
    const quiet = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined)

    it.each([
      ['guest', { grant: 'guest', market: 'it' }],
      ['password', { grant: 'password', market: 'it', username: 'ada@example.com', password: 'secret123' }],
    ])('is asked once more for a %s token, which only hands out a new one', async (_grant, body) => {
      const warned = quiet()
      const { request, calls } = losingFirst(new TypeError('Network connection lost.'))
      const res = await request('/api/token', postJson(body))
      expect(res.status).toBe(200)
      expect(calls).toHaveLength(2)
      expect(warned).toHaveBeenCalledOnce()
    })

    it('is not asked again with a refresh token, which the lost call may have spent', async () => {
      const { request, calls } = losingFirst(new TypeError('Network connection lost.'))
      const res = await request(
        '/api/token',
        postJson({ grant: 'session', market: 'it' }, { Cookie: 'shop_refresh=live' }),
      )
      expect(res.status).toBe(502)
      expect(calls).toHaveLength(1)
    })

    it('is not asked again after a timeout, which would only double the wait', async () => {
      const { request, calls } = losingFirst(new DOMException('The operation timed out.', 'TimeoutError'))
      const res = await request('/api/token', postJson({ grant: 'guest', market: 'it' }))
      expect(res.status).toBe(502)
      expect(calls).toHaveLength(1)
    })
  })

  it('refuses a market that is not one of the shop markets, asking nothing upstream', async () => {
    const { request, calls } = setup()
    const res = await request('/api/token', postJson({ grant: 'guest', market: 'us' }))
    expect(res.status).toBe(400)
    expect(await errorOf(res)).toMatchObject({ code: 'missing_parameters', reason: 'unknown_market' })
    expect(calls).toHaveLength(0)
  })

  it.each([
    [{ username: `${'a'.repeat(243)}@example.com`, password: 'secret123' }, 'tooLong?max=254'],
    [{ username: 'ada@example.com', password: 'p'.repeat(1025) }, 'tooLong?max=1024'],
  ])(
    'refuses a sign-in whose field is past its length (%#), asking nothing upstream',
    async (fields, message) => {
      const { request, calls } = setup()
      const res = await request('/api/token', postJson({ grant: 'password', market: 'it', ...fields }))
      expect(res.status).toBe(400)
      const { error } = (await res.json()) as { error: { details?: { issues?: { message: string }[] } } }
      expect(error.details?.issues?.[0]?.message).toBe(`validation:${message}`)
      expect(calls).toHaveLength(0)
    },
  )

  it('refuses a market code past any market’s length without repeating it back', async () => {
    const { request, calls } = setup()
    const res = await request('/api/token', postJson({ grant: 'guest', market: 'x'.repeat(3_000) }))
    expect(res.status).toBe(400)
    expect(await res.text()).not.toContain('x'.repeat(40))
    expect(calls).toHaveLength(0)
  })

  it('refuses a cross-site form post before doing anything', async () => {
    const { request, calls } = setup()
    const res = await request('/api/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example' },
      body: 'grant=guest&market=it',
    })
    expect(res.status).toBe(403)
    expect(await refusalOf(res)).toBe('forbidden')
    expect(calls).toHaveLength(0)
  })
})

describe('the guest token, shared by a market’s visitors', () => {
  const start = Date.parse('2026-01-01T00:00:00Z')
  const guestOf = async (res: Response) => (await res.json()) as { accessToken: string; expiresIn: number }

  function sharedSetup() {
    let clock = start
    let minted = 0
    const app = testApp(
      {
        'POST /oauth/token': (call) => {
          minted += 1
          const body = call.body as Record<string, string>
          return json(tokenBody({ scope: body.scope ?? '', access: `guest-${minted}` }))
        },
      },
      () => clock,
    )
    const ask = async (body: Record<string, string>) =>
      guestOf(await app.request('/api/token', postJson(body)))
    return { ...app, ask, minted: () => minted, advance: (ms: number) => (clock += ms) }
  }

  it('is minted once per market, not for every page: the auth server allows 30 a minute per address', async () => {
    const { ask, minted, calls } = sharedSetup()
    const first = await ask({ grant: 'session', market: 'it' })
    const second = await ask({ grant: 'guest', market: 'it' })
    const other = await ask({ grant: 'guest', market: 'gb' })
    expect(second.accessToken).toBe(first.accessToken)
    expect(other.accessToken).not.toBe(first.accessToken)
    expect(minted()).toBe(2)
    expect(calls.map((call) => (call.body as { scope: string }).scope)).toEqual([
      'market:code:it',
      'market:code:gb',
    ])
  })

  it('says how long the shared token has left, and is minted anew once half its life has gone', async () => {
    const { ask, advance } = sharedSetup()
    const first = await ask({ grant: 'guest', market: 'it' })
    advance(30 * 60_000)
    const later = await ask({ grant: 'guest', market: 'it' })
    expect(later).toMatchObject({ accessToken: first.accessToken, expiresIn: 7200 - 30 * 60 })
    advance(31 * 60_000)
    // A browser renewing near the end meets a new token, not the one it is renewing.
    const renewed = await ask({ grant: 'guest', market: 'it' })
    expect(renewed.accessToken).not.toBe(first.accessToken)
  })

  it('asks the auth server once for visitors arriving together', async () => {
    const { ask, minted } = sharedSetup()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => ask({ grant: 'session', market: 'it' })),
    )
    expect(new Set(answers.map((answer) => answer.accessToken)).size).toBe(1)
    expect(minted()).toBe(1)
  })

  it('mints anew, once, when a browser names the token the API refused; naming an older one changes nothing', async () => {
    const { ask, minted } = sharedSetup()
    const refused = (await ask({ grant: 'guest', market: 'it' })).accessToken
    const fresh = await ask({ grant: 'session', market: 'it', refused })
    expect(fresh.accessToken).not.toBe(refused)
    // Another tab that met the same 401 gets the new one, not a third.
    expect((await ask({ grant: 'guest', market: 'it', refused })).accessToken).toBe(fresh.accessToken)
    expect(minted()).toBe(2)
  })

  it('keeps no failed mint: the next visitor asks again', async () => {
    let fail = true
    const app = testApp({
      'POST /oauth/token': (call) =>
        fail
          ? clError(503, 'SERVICE_UNAVAILABLE', 'down')
          : json(tokenBody({ scope: (call.body as Record<string, string>).scope ?? '' })),
    })
    expect(
      (await app.request('/api/token', postJson({ grant: 'guest', market: 'it' }))).status,
    ).toBeGreaterThanOrEqual(500)
    fail = false
    expect((await app.request('/api/token', postJson({ grant: 'guest', market: 'it' }))).status).toBe(200)
  })
})

describe('POST /api/logout', () => {
  it('revokes the refresh token upstream and clears the cookie', async () => {
    const { request, calls } = setup()
    const res = await request('/api/logout', postJson({}, { Cookie: 'shop_refresh=refresh-9' }))
    expect(res.status).toBe(204)
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { token: 'refresh-9', client_id: 'test-sales-channel' },
    })
    expect(calls[0]?.url).toBe('http://commerce.test/oauth/revoke')
    expect(cookieOf(res)).toMatch(/shop_refresh=;.*Max-Age=0.*Path=\/api/)
  })

  it('revokes the access token the page names too, with the sales channel’s client id alone', async () => {
    const { request, calls } = setup()
    const res = await request(
      '/api/logout',
      postJson({}, { Cookie: 'shop_refresh=refresh-9', Authorization: `Bearer ${customerAccess}` }),
    )
    expect(res.status).toBe(204)
    const revoked = calls.filter((call) => call.url === 'http://commerce.test/oauth/revoke')
    expect(revoked.map((call) => call.body)).toEqual(
      expect.arrayContaining([
        { client_id: 'test-sales-channel', token: 'refresh-9' },
        { client_id: 'test-sales-channel', token: customerAccess },
      ]),
    )
    expect(revoked).toHaveLength(2)
    expect(cookieOf(res)).toContain('Max-Age=0')
  })

  it('never revokes a guest’s token, which is the market’s, shared by every guest', async () => {
    const { request, calls } = setup()
    const guest = accessJwt({ application: { kind: 'sales_channel' } })
    const res = await request('/api/logout', postJson({}, { Authorization: `Bearer ${guest}` }))
    expect(res.status).toBe(204)
    expect(calls).toHaveLength(0)
  })

  it('sends on nothing but a token’s shape from the Authorization header', async () => {
    const { request, calls } = setup()
    const res = await request(
      '/api/logout',
      postJson({}, { Cookie: 'shop_refresh=refresh-9', Authorization: 'Bearer a b"c' }),
    )
    expect(res.status).toBe(204)
    expect(calls.map((call) => call.body)).toEqual([{ client_id: 'test-sales-channel', token: 'refresh-9' }])
  })

  it('signs the shopper out when the auth server refuses a revocation, and logs which token it left', async () => {
    const warned = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { request } = testApp({
      'POST /oauth/revoke': () => json({ error: 'invalid_client', error_description: 'unknown client' }, 401),
    })
    const res = await request(
      '/api/logout',
      postJson({}, { Cookie: 'shop_refresh=refresh-9', Authorization: `Bearer ${customerAccess}` }),
    )
    expect(res.status).toBe(204)
    expect(cookieOf(res)).toContain('Max-Age=0')
    const logged = warned.mock.calls.map(([event]) => event)
    expect(logged).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'upstream_credentials_refused', call: 'revoke', token: 'access' }),
        expect.objectContaining({ event: 'upstream_credentials_refused', call: 'revoke', token: 'refresh' }),
      ]),
    )
    const said = JSON.stringify(warned.mock.calls)
    expect(said).not.toContain('refresh-9')
    expect(said).not.toContain(customerAccess)
  })

  it('ends a visit without a session without asking the auth server', async () => {
    const { request, calls } = setup()
    const res = await request('/api/logout', postJson({}))
    expect(res.status).toBe(204)
    expect(calls).toHaveLength(0)
  })

  it('clears the cookie even when the auth server is down, and logs the token left alive', async () => {
    const failed = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { request } = testApp({
      'POST /oauth/revoke': () => {
        throw new TypeError('down')
      },
    })
    const res = await request('/api/logout', postJson({}, { Cookie: 'shop_refresh=refresh-9' }))
    expect(res.status).toBe(204)
    expect(cookieOf(res)).toContain('Max-Age=0')
    expect(failed).toHaveBeenCalledWith({ event: 'token_revocation_failed', token: 'refresh' })
  })
})

describe('API answers', () => {
  it('carry nosniff, no framing and a CSP that allows nothing to render', async () => {
    const { request } = setup()
    const res = await request('/api/token', postJson({ grant: 'guest', market: 'it' }))
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answer a failure nobody expected with a bare 500, telling the client nothing of its cause', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const auth = fakeAuthServer()
    const broken = testApp({ 'POST /oauth/token': auth.handler }, () => {
      throw new Error('clock exploded at /srv/edge/secret.ts:12')
    })
    const res = await broken.request('/api/token', postJson({ grant: 'guest', market: 'it' }))
    logged.mockRestore()
    expect(res.status).toBe(500)
    const text = await res.text()
    expect(text).not.toContain('exploded')
    expect(text).not.toContain('secret.ts')
    expect(await errorOf(new Response(text))).toMatchObject({ code: 'generic_error' })
  })
})
