import { Hono } from 'hono'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AppEnv } from '../../app-env'
import { handleError } from '../../errors'
import { testEnv } from '../../testing'
import { rateLimit } from '.'

afterEach(() => vi.restoreAllMocks())

function appWith(success: boolean) {
  const app = new Hono<AppEnv>()
  app.onError(handleError)
  app.post('/api/signup', rateLimit({ limiter: 'AUTH_LIMITER' }), (c) => c.body(null, 204))
  const env = { ...testEnv, AUTH_LIMITER: { limit: async () => ({ success }) } }
  const post = (headers: Record<string, string> = {}) =>
    app.request(
      '/api/signup',
      { method: 'POST', headers: { 'cf-connecting-ip': '192.0.2.7', ...headers } },
      env,
    )
  return { post }
}

describe('rateLimit', () => {
  it('logs a refused request with its route, limiter and country, not the client’s address', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const res = await appWith(false).post({ 'cf-ipcountry': 'NL' })
    expect(res.status).toBe(429)
    expect(warned).toHaveBeenCalledWith({
      event: 'rate_limited',
      route: '/api/signup',
      limiter: 'AUTH_LIMITER',
      country: 'NL',
    })
    expect(JSON.stringify(warned.mock.calls)).not.toContain('192.0.2.7')
  })

  it('logs nothing for a request within its budget', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect((await appWith(true).post()).status).toBe(204)
    expect(warned).not.toHaveBeenCalled()
  })
})
