import { countryCookie } from '@storefront/shared/constants'
import { describe, expect, it } from 'vitest'
import { productionEnv, testApp, testEnv } from '../../testing'

const { request } = testApp()

describe('market redirect', () => {
  it('sends a first visit without anything known to Italy in Italian with a 302', async () => {
    const res = await request('/')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/italy/eur/it/')
    expect(res.headers.get('cache-control')).toContain('no-store')
    expect(res.headers.get('strict-transport-security')).toContain('max-age=')
  })

  it('prefers the stored country cookie over the visitor country', async () => {
    const res = await request('/', { headers: { Cookie: `${countryCookie}=FR`, 'cf-ipcountry': 'DE' } })
    expect(res.headers.get('location')).toBe('/france/eur/fr/')
  })

  it('uses the visitor country from cf-ipcountry', async () => {
    const res = await request('/', { headers: { 'cf-ipcountry': 'GB' } })
    expect(res.headers.get('location')).toBe('/united-kingdom/gbp/en/')
  })

  it('ignores the unknown-country marker XX and falls back to Accept-Language', async () => {
    const res = await request('/', { headers: { 'cf-ipcountry': 'XX', 'Accept-Language': 'de-CH,de;q=0.9' } })
    expect(res.headers.get('location')).toBe('/switzerland/chf/de/')
  })

  it('uses Accept-Language when no country is known', async () => {
    const res = await request('/', { headers: { 'Accept-Language': 'es-ES,es;q=0.9,en;q=0.8' } })
    expect(res.headers.get('location')).toBe('/spain/eur/es/')
  })

  it('redirects a HEAD as it does a GET: link checkers and crawlers ask for a page with it', async () => {
    const res = await request('/', { method: 'HEAD', headers: { 'cf-ipcountry': 'FR' } })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/france/eur/fr/')
  })

  it('believes the country Cloudflare found in production, over a header anyone can send', async () => {
    const { app } = testApp()
    const production = { ...testEnv, ...productionEnv }
    const visit = new Request('http://localhost/', {
      headers: { 'cf-ipcountry': 'GB' },
      cf: { country: 'DE' },
    })
    const res = await app.request(visit, {}, production)
    expect(res.headers.get('location')).toBe('/germany/eur/de/')
  })

  it('ignores the country wrangler dev makes up in development, reading only the header', async () => {
    // wrangler dev gives every request a `cf` from the US: believed, every local visit would land there.
    const invented = new Request('http://localhost/', { cf: { country: 'US' } })
    expect((await testApp().app.request(invented, {}, testEnv)).headers.get('location')).toBe(
      '/italy/eur/it/',
    )
    const told = new Request('http://localhost/', {
      headers: { 'cf-ipcountry': 'FR' },
      cf: { country: 'US' },
    })
    expect((await testApp().app.request(told, {}, testEnv)).headers.get('location')).toBe('/france/eur/fr/')
  })

  it('keeps the rest of the path and the query', async () => {
    const res = await request('/prodotto/OIL-01?utm_source=mail&x=1', { headers: { 'cf-ipcountry': 'IT' } })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/italy/eur/it/prodotto/OIL-01?utm_source=mail&x=1')
  })

  it('sends a market path with a mistyped country to its page in the visitor country, keeping the query', async () => {
    const res = await request('/itlay/eur/it/prodotti?page=2', { headers: { 'cf-ipcountry': 'IT' } })
    // The country it lands in came from the visitor: not a permanent answer.
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/italy/eur/it/prodotti?page=2')
  })

  it('answers a non-canonical market path with a 301 to its canonical form', async () => {
    const upper = await request('/Italy/EUR/IT/carrello?a=b')
    expect(upper.status).toBe(301)
    expect(upper.headers.get('location')).toBe('/italy/eur/it/carrello?a=b')
    // Kept a day, not for good: market rules may change.
    expect(upper.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(upper.headers.get('strict-transport-security')).toContain('max-age=')
    const unsupportedLocale = await request('/germany/eur/xx/', { headers: { 'Accept-Language': 'fr' } })
    expect(unsupportedLocale.status).toBe(301)
    expect(unsupportedLocale.headers.get('location')).toBe('/germany/eur/fr/')
    // The language came from the browser: a cache must not give it to the next visitor.
    expect(unsupportedLocale.headers.get('vary')).toContain('Accept-Language')
  })

  it('answers a path with doubled slashes with a 301 to the path without them', async () => {
    const res = await request('//italy/eur/it//prodotti?page=2')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/italy/eur/it/prodotti?page=2')
  })

  it('gives a page one address: the home with its slash, other pages without, with a 301', async () => {
    const home = await request('/italy/eur/it?utm_source=mail')
    expect(home.status).toBe(301)
    expect(home.headers.get('location')).toBe('/italy/eur/it/?utm_source=mail')
    const listing = await request('/italy/eur/it/prodotti/?page=2')
    expect(listing.status).toBe(301)
    expect(listing.headers.get('location')).toBe('/italy/eur/it/prodotti?page=2')
    expect((await request('/italy/eur/it/')).status).not.toBe(301)
    expect((await request('/italy/eur/it/prodotti')).status).not.toBe(301)
  })

  it('completes a market path cut short with a 302: the language is the visitor’s', async () => {
    const res = await request('/spain/eur?utm_source=mail', { headers: { 'Accept-Language': 'en-GB' } })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/spain/eur/en/?utm_source=mail')
    expect(res.headers.get('vary')).toContain('Accept-Language')
  })

  it('moves a country to the market of the currency in the path', async () => {
    const res = await request('/italy/gbp/en/')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/united-kingdom/gbp/en/')
  })

  it('answers the health check without a redirect', async () => {
    const res = await request('/healthz')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true })
  })

  it('never redirects assets, files or the API', async () => {
    for (const path of [
      '/_mf/shell/1.0.0/x.js',
      '/api/nothing',
      '/apple-touch-icon.png',
      '/sitemap.xml',
      '/.well-known/x',
    ]) {
      const res = await request(path)
      expect(res.status, path).not.toBe(301)
      expect(res.status, path).not.toBe(302)
      expect(res.headers.get('content-type'), path).toContain('application/json')
    }
  })

  it('treats a dotted product code under a market prefix as a page, not a file', async () => {
    const res = await request('/italy/eur/it/prodotto/OIL.01')
    expect(res.headers.get('content-type')).toContain('text/html')
  })
})
