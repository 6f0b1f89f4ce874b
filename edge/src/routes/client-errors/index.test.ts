import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { errorOf, postJson, publishFixture, testApp } from '../../testing'

let clients = 0
// Each test is its own client, so one test's reports never use another's budget.
function setup() {
  const { request } = testApp()
  const ip = `10.9.${Math.floor(++clients / 250)}.${clients % 250}`
  const log = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    request(
      '/api/client-errors',
      postJson(body, { 'cf-connecting-ip': ip, 'User-Agent': 'Mozilla/5.0 Test', ...headers }),
    )
  return { post, log }
}

const report = {
  kind: 'remote-render',
  app: 'catalog',
  version: '2f0c1a9b3d4e',
  message: 'TypeError: Cannot read properties of undefined (reading "price")',
  path: '/italy/eur/it/prodotto/OIL-01',
}

afterEach(() => vi.restoreAllMocks())
beforeAll(() => publishFixture('catalog', report.version, {}))

describe('POST /api/client-errors', () => {
  it('writes the report to the log as one object with the browser, and answers 204', async () => {
    const { post, log } = setup()
    const res = await post(report)
    expect(res.status).toBe(204)
    expect(log).toHaveBeenCalledWith({
      event: 'client_error',
      ...report,
      known: true,
      userAgent: 'Mozilla/5.0 Test',
    })
  })

  it('logs the path without its query or fragment, whatever the page sent', async () => {
    const { post, log } = setup()
    await post({ ...report, path: '/italy/eur/it/cerca?q=ada+lovelace#results' })
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ path: '/italy/eur/it/cerca' }))
    // Nor an address or a token written into the path, nor into the version, by a forger.
    await post({ ...report, path: '/italy/eur/it/ada%40example.com/eyJhbGciOi.eyJzdWIi.c2ln' })
    expect(log).toHaveBeenLastCalledWith(expect.objectContaining({ path: '/italy/eur/it/[e-mail]/[token]' }))
    await post({ ...report, version: 'ada@example.com' })
    expect(log).toHaveBeenLastCalledWith(expect.objectContaining({ version: '[e-mail]' }))
  })

  it('takes e-mail addresses and tokens out of the message', async () => {
    const { post, log } = setup()
    const message =
      'Error: GET /api/customers?token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJjdXN0MSJ9.c2lnbmF0dXJl failed for ada@example.com'
    await post({ ...report, message })
    const logged = JSON.stringify(log.mock.calls)
    expect(logged).not.toContain('ada@example.com')
    expect(logged).not.toContain('eyJ')
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Error: GET /api/customers?token=[token] failed for [e-mail]' }),
    )
  })

  it.each([
    ['a version the registry does not have', { version: '0badc0ffee00' }],
    ['an app the shop does not have', { app: 'checkout-v2' }],
  ])('marks a report naming %s as not known', async (_, named) => {
    const { post, log } = setup()
    await post({ ...report, ...named })
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ event: 'client_error', known: false }))
  })

  it('keeps the country Cloudflare placed the page in', async () => {
    const { post, log } = setup()
    await post(report, { 'cf-ipcountry': 'FR' })
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ country: 'FR' }))
  })

  it("logs a remote's API failure", async () => {
    const { post, log } = setup()
    const apiFailure = { ...report, kind: 'api', message: 'GET skus answered 503' }
    expect((await post(apiFailure)).status).toBe(204)
    expect(log).toHaveBeenCalledWith({
      event: 'client_error',
      ...apiFailure,
      known: true,
      userAgent: 'Mozilla/5.0 Test',
    })
  })

  it('refuses what is not a report, and logs nothing', async () => {
    const { post, log } = setup()
    const refused = [
      { ...report, kind: 'anything' },
      { ...report, app: '../catalog' },
      { ...report, path: 'https://elsewhere.example/' },
      { ...report, message: 'x'.repeat(501) },
      { ...report, cookie: 'shop_refresh=…' },
    ]
    for (const body of refused) expect((await post(body)).status, JSON.stringify(body).slice(0, 80)).toBe(400)
    expect(log).not.toHaveBeenCalled()
  })

  it('reads only JSON, so a cross-site form cannot write to the log', async () => {
    const { post, log } = setup()
    const res = await post(JSON.stringify(report), { 'Content-Type': 'text/plain' })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(log).not.toHaveBeenCalled()
  })

  it('stops a page that reports in a loop after 20 a minute', async () => {
    const { post, log } = setup()
    const statuses: number[] = []
    for (let i = 0; i < 22; i++) statuses.push((await post(report)).status)
    expect(statuses.slice(0, 20).every((status) => status === 204)).toBe(true)
    const limited = await post(report)
    expect(limited.status).toBe(429)
    expect(await errorOf(limited)).toEqual({ code: 'rate_limited', message: expect.any(String) })
    const events = log.mock.calls.map(([logged]) => (logged as { event: string }).event)
    expect(events.filter((event) => event === 'client_error')).toHaveLength(20)
    expect(events.filter((event) => event === 'rate_limited')).toHaveLength(3)
  })
})
