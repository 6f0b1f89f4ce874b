import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../../app-env'
import { handleError } from '../../errors'
import { postJson, refusalOf, testApp } from '../../testing'
import { methodNotAllowed } from '.'

describe('a method no route takes', () => {
  it('answers 405 with the methods the API path takes', async () => {
    const { request, calls } = testApp()
    const res = await request('/api/token', { method: 'GET' })
    expect(res.status).toBe(405)
    expect(res.headers.get('Allow')).toBe('POST')
    // Kept by no cache, as no refusal is.
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(await refusalOf(res)).toBe('method_not_allowed')
    expect(calls).toHaveLength(0)
  })

  it('matches paths with parameters, under the base the routes are mounted at', async () => {
    const api = new Hono<AppEnv>()
    api.onError(handleError)
    api.post('/registry/:app/promote', (c) => c.body(null, 204))
    api.put('/registry/:app', (c) => c.body(null, 204))
    api.get('/registry/:app', (c) => c.body(null, 204))
    api.all('*', methodNotAllowed(api, '/admin'))
    const app = new Hono<AppEnv>().route('/admin', api)
    const promote = await app.request('/admin/registry/catalog/promote', { method: 'DELETE' })
    expect(promote.status).toBe(405)
    expect(promote.headers.get('Allow')).toBe('POST')
    const record = await app.request('/admin/registry/cart', { method: 'POST' })
    expect(record.headers.get('Allow')).toBe('GET, HEAD, PUT')
    expect((await app.request('/admin/registry/cart/extra', { method: 'POST' })).status).toBe(404)
  })

  it('keeps 404 for an API path no route has', async () => {
    const { request } = testApp()
    const res = await request('/api/nothing-here', postJson({}))
    expect(res.status).toBe(404)
    expect(res.headers.get('Allow')).toBeNull()
    expect(await refusalOf(res)).toBe('not_found')
  })

  it('lets no cache keep a 404 outside the API either: the path may answer a moment later', async () => {
    const { request } = testApp()
    const res = await request('/.well-known/nothing-here')
    expect(res.status).toBe(404)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
  })

  it('keeps 404 for an API path with a slash its route does not have, rather than a 405 naming the method used', async () => {
    const { request } = testApp()
    const res = await request('/api/token/', postJson({ grant: 'guest', market: 'it' }))
    expect(res.status).toBe(404)
    expect(res.headers.get('Allow')).toBeNull()
  })

  it('answers a write to a page with 405 and GET, HEAD instead of redirecting it', async () => {
    const { request } = testApp()
    for (const path of ['/', '/italy/eur/it/prodotti']) {
      const res = await request(path, { method: 'POST', headers: { Origin: 'http://localhost' } })
      expect(res.status).toBe(405)
      expect(res.headers.get('Allow')).toBe('GET, HEAD')
      expect(res.headers.get('Location')).toBeNull()
    }
  })

  it('answers a write to a published file with 405', async () => {
    const { request } = testApp()
    const res = await request('/_mf/catalog/1.0.0/remoteEntry.js', { method: 'PUT' })
    expect(res.status).toBe(405)
    expect(res.headers.get('Allow')).toBe('GET, HEAD')
  })
})
