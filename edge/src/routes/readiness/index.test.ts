import { reset } from 'cloudflare:test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../app'
import { publishFixture, testApp, testEnv } from '../../testing'

beforeEach(() => reset())
afterEach(() => vi.restoreAllMocks())

describe('GET /readyz', () => {
  it('answers 503 naming the missing shell while none is promoted', async () => {
    await publishFixture('shell', '1.0.0', {}, { entry: 'main.js' }, { promote: false })
    const res = await testApp().request('/readyz')
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ ok: false, checks: { registry: 'ok', shell: 'missing' } })
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('answers 503 for a shell promoted without an entry script, which every page answers "deploying" to', async () => {
    await publishFixture('shell', '1.0.0', {}, {})
    const res = await testApp().request('/readyz')
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ ok: false, checks: { registry: 'ok', shell: 'missing' } })
  })

  it('answers 200 once a shell is promoted, asking nothing upstream', async () => {
    await publishFixture('shell', '1.0.0', {}, { entry: 'main.js' })
    const { request, calls } = testApp()
    const res = await request('/readyz')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true, checks: { registry: 'ok', shell: 'ok' } })
    expect(calls).toEqual([])
  })

  it('answers 503 naming the registry when its binding cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const broken = {
      get: async () => {
        throw new Error('KV GET failed: 500')
      },
    }
    const res = await createApp().request('/readyz', {}, { ...testEnv, REGISTRY: broken })
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ ok: false, checks: { registry: 'failed', shell: 'unknown' } })
  })
})
