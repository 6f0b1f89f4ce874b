import { describe, expect, it } from 'vitest'
import { testApp } from '../testing'

const { request } = testApp()

describe('the shop icon', () => {
  it('is served as SVG, cacheable, at the path documents link to', async () => {
    const res = await request('/favicon.svg')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(res.headers.get('cache-control')).toContain('max-age=')
    expect(await res.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
  })

  it('answers the conventional /favicon.ico with the way to it, not a market redirect', async () => {
    const res = await request('/favicon.ico', { redirect: 'manual' })
    expect(res.status).toBe(301)
    expect(new URL(res.headers.get('location') ?? '', 'http://localhost').pathname).toBe('/favicon.svg')
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
  })
})
