import { describe, expect, it } from 'vitest'
import { postJson, testApp, testEnv } from '../../testing'
import { fakeAuthServer } from '../../testing/commerce'

describe('security headers', () => {
  it('give the answers no route dresses (health, robots, favicon, a page written to) the baseline', async () => {
    const { request } = testApp()
    const answers = [
      await request('/healthz'),
      await request('/robots.txt'),
      await request('/favicon.svg'),
      await request('/italy/eur/it/prodotti', { method: 'POST', headers: { Origin: 'http://localhost' } }),
    ]
    for (const res of answers) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=/)
    }
  })

  it('tell the browser to reach the shop’s subdomains too over HTTPS only, for two years', async () => {
    const { request } = testApp()
    const answers = [
      await request('/'),
      await request('/italy/eur/it/'),
      await request('/healthz'),
      await request('/api/token', postJson({ grant: 'guest', market: 'nowhere' })),
    ]
    for (const res of answers) {
      const hsts = res.headers.get('strict-transport-security') ?? ''
      // Without includeSubDomains a subdomain stays reachable over plain http, where a forged page could set cookies for the shop.
      expect(hsts.split(/;\s*/)).toContain('includeSubDomains')
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(2 * 365 * 24 * 60 * 60)
    }
  })

  it('let a page take the files of an ASSETS_ORIGIN named with a path, by its origin', async () => {
    const { app } = testApp()
    const env = { ...testEnv, ASSETS_ORIGIN: 'https://cdn.example/shop' }
    const csp = (await app.request('/italy/eur/it/', {}, env)).headers.get('content-security-policy') ?? ''
    // A source with a path would let in that one path, not the files under /shop/_mf/.
    expect(csp).toMatch(/script-src [^;]*https:\/\/cdn\.example(;|$| )/)
    expect(csp).not.toContain('cdn.example/shop')
  })

  it('keep every API answer out of caches, a token and a refusal alike', async () => {
    const auth = fakeAuthServer()
    const { request } = testApp({ 'POST /oauth/token': auth.handler })
    const token = await request('/api/token', postJson({ grant: 'guest', market: 'it' }))
    expect(token.status).toBe(200)
    expect(token.headers.get('cache-control')).toBe('no-store')
    const refused = await request('/api/nothing-here', postJson({}))
    expect(refused.status).toBe(404)
    expect(refused.headers.get('cache-control')).toBe('no-store')
  })
})
