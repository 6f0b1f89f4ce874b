import { reset } from 'cloudflare:test'
import { beforeEach, describe, expect, it } from 'vitest'
import { fakeManifest, publishFixture, refusalOf, testApp, testEnv } from '../../testing'
import { parseAssetPath } from './asset-path'

const { request } = testApp()

describe('versioned assets', () => {
  beforeEach(async () => {
    await reset()
    await publishFixture('cart', '1.0.0', {
      'mf-manifest.json': fakeManifest('cart'),
      'remoteEntry.3f2a9c1b.js': 'var cart = {}',
      'remoteEntry.3f2a9c1b.js.map': '{"version":3}',
      'static/js/chunk.js': 'unhashed()',
    })
  })

  it('serves a hashed file as immutable for a year, open to every origin', async () => {
    const res = await request('/_mf/cart/1.0.0/remoteEntry.3f2a9c1b.js', {
      headers: { Origin: 'https://other.example' },
    })
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('var cart = {}')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('content-type')).toContain('text/javascript')
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
  })

  it("caches a hashed file's source map as long as the file", async () => {
    const res = await request('/_mf/cart/1.0.0/remoteEntry.3f2a9c1b.js.map')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('content-type')).toContain('application/json')
  })

  it('serves a manifest as no-cache with an ETag, CORS, and answers a matching revalidation with 304', async () => {
    const res = await request('/_mf/cart/1.0.0/mf-manifest.json')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
    const etag = res.headers.get('etag')
    expect(etag).toMatch(/^"/)
    // A page on another origin can only revalidate by hand with an ETag it is allowed to read.
    expect(res.headers.get('access-control-expose-headers')).toContain('ETag')
    const again = await request('/_mf/cart/1.0.0/mf-manifest.json', {
      headers: { 'If-None-Match': etag ?? '' },
    })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
    expect(again.headers.get('cache-control')).toBe('no-cache')
    // A cross-origin page revalidating by hand reads the 304 under CORS too.
    expect(again.headers.get('access-control-allow-origin')).toBe('*')
    expect(again.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    const changed = await request('/_mf/cart/1.0.0/mf-manifest.json', {
      headers: { 'If-None-Match': '"other"' },
    })
    expect(changed.status).toBe(200)
  })

  it('keeps a hashed file in the edge cache: a later ask, a fresh one included, needs no R2', async () => {
    const path = '/_mf/cart/1.0.0/remoteEntry.3f2a9c1b.js'
    expect(await (await request(path)).text()).toBe('var cart = {}')
    await testEnv.ASSETS.delete('cart/1.0.0/remoteEntry.3f2a9c1b.js')
    const again = await request(`${path}?attempt=2`, { headers: { Origin: 'https://other.example' } })
    expect(again.status).toBe(200)
    expect(await again.text()).toBe('var cart = {}')
    // Headers as from R2: the file's own, and those every asset answer gets.
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(again.headers.get('content-type')).toContain('text/javascript')
    expect(again.headers.get('access-control-allow-origin')).toBe('*')
    expect(again.headers.get('x-content-type-options')).toBe('nosniff')
    const revalidated = await request(path, { headers: { 'If-None-Match': again.headers.get('etag') ?? '' } })
    expect(revalidated.status).toBe(304)
  })

  it('reads a file that may change, as a manifest, from R2 every time', async () => {
    expect((await request('/_mf/cart/1.0.0/mf-manifest.json')).status).toBe(200)
    await testEnv.ASSETS.delete('cart/1.0.0/mf-manifest.json')
    expect((await request('/_mf/cart/1.0.0/mf-manifest.json')).status).toBe(404)
  })

  it('treats a file without a content hash as revalidated', async () => {
    const res = await request('/_mf/cart/1.0.0/static/js/chunk.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
  })

  it('answers a missing file with a JSON 404', async () => {
    const res = await request('/_mf/cart/1.0.0/nothing.js')
    expect(res.status).toBe(404)
    expect(await refusalOf(res)).toBe('not_found')
    // Published a moment later under that name, it must not meet a kept 404.
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('refuses an unknown app with a JSON 404', async () => {
    const res = await request('/_mf/admin/1.0.0/mf-manifest.json')
    expect(res.status).toBe(404)
    expect(await refusalOf(res)).toBe('unknown_app')
  })

  it('never reaches an object outside the published apps, whatever the dot segments', async () => {
    await testEnv.ASSETS.put('private/secret.js', 'secret')
    for (const path of [
      '/_mf/cart/1.0.0/%2e%2e/%2e%2e/private/secret.js',
      '/_mf/cart/1.0.0/../../private/secret.js',
      '/_mf/cart/1.0.0/..%2f..%2f..%2fprivate%2fsecret.js',
      '/_mf/cart/%2e%2e/%2e%2e/private/secret.js',
    ]) {
      // Folded by URL parsing, a path may leave /_mf/ altogether (then it is a page to redirect).
      const res = await request(path)
      expect(res.status, path).not.toBe(200)
      expect(await res.text(), path).not.toContain('secret')
    }
  })

  it.each([
    '/_mf/cart/1.0.0/static%2F..%2Fsecret',
    '/_mf/cart/1.0.0/..%5c..%5cx',
    '/_mf/cart/1.0.0/a//b.js',
    '/_mf/cart/1.0.0/%E0%A4%A',
    '/_mf/cart/1.0.0/',
    // A version that is none, before a file that exists: the object store takes a key as it is.
    '/_mf/cart/1.0.0%20beta/remoteEntry.3f2a9c1b.js',
  ])('refuses the traversal or malformed path %s with a JSON 400', async (path) => {
    const res = await request(path)
    expect(res.status).toBe(400)
    expect(await refusalOf(res)).toBe('invalid_path')
  })
})

describe('parseAssetPath', () => {
  // A request's URL comes with its dot segments folded, `%2e` among them (WHATWG URL); a path
  // from anywhere else must not name a file outside its version's folder either.
  it.each([
    '/_mf/cart/1.0.0/%2e/remoteEntry.3f2a9c1b.js',
    '/_mf/cart/1.0.0/static/%2e%2e/remoteEntry.3f2a9c1b.js',
    '/_mf/cart/1.0.0/./remoteEntry.3f2a9c1b.js',
    '/_mf/cart/1.0.0/../1.0.1/remoteEntry.3f2a9c1b.js',
  ])('refuses the dot segment in %s', (path) => {
    expect(() => parseAssetPath(path)).toThrow('not a file of a published version')
  })

  it('reads the app, the version and the file, decoded', () => {
    expect(parseAssetPath('/_mf/cart/1.0.0/static/js/chunk%20a.js')).toEqual({
      app: 'cart',
      version: '1.0.0',
      file: 'static/js/chunk a.js',
    })
  })
})
