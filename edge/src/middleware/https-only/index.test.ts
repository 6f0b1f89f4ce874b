import { describe, expect, it } from 'vitest'
import { productionEnv, testApp, testEnv } from '../../testing'

const production = { ...testEnv, ...productionEnv }

describe('https only', () => {
  it('sends a plain http visit to the same address over https in production', async () => {
    const { app } = testApp()
    const res = await app.request('http://shop.example/italy/eur/it/prodotti?page=2', {}, production)
    expect(res.status).toBe(308)
    expect(res.headers.get('Location')).toBe('https://shop.example/italy/eur/it/prodotti?page=2')
  })

  it('keeps a write on its way with its method: a 308, not a 301 that turns it into a GET', async () => {
    const { app } = testApp()
    const res = await app.request('http://shop.example/api/token', { method: 'POST', body: '{}' }, production)
    expect(res.status).toBe(308)
    expect(res.headers.get('Location')).toBe('https://shop.example/api/token')
  })

  it('leaves https, localhost and development alone', async () => {
    const { app } = testApp()
    expect((await app.request('https://shop.example/healthz', {}, production)).status).toBe(200)
    expect((await app.request('http://localhost/healthz', {}, production)).status).toBe(200)
    expect((await app.request('http://shop.example/healthz', {}, testEnv)).status).toBe(200)
  })
})
