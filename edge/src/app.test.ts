import { describe, expect, it } from 'vitest'
import { testApp } from './testing'

describe('the health check', () => {
  it('is never cached: a kept ok would report a worker that no longer starts as healthy', async () => {
    const res = await testApp().request('/healthz')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })
})
