import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { onError } from '../../errors/on-error'
import { rateLimit } from '.'

function appWithLimit(limit: number) {
  const app = new Hono()
  app.use(
    '*',
    rateLimit(() => ({ limit, windowSeconds: 60 })),
  )
  app.get('/', (c) => c.text('ok'))
  app.onError(onError)
  return app
}

describe('rateLimit', () => {
  it('answers 429 with Retry-After once a client exceeds its limit', async () => {
    const app = appWithLimit(3)
    const statuses = []
    for (let i = 0; i < 4; i++)
      statuses.push((await app.request('/', { headers: { Authorization: 'Bearer a' } })).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    const limited = await app.request('/', { headers: { Authorization: 'Bearer a' } })
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(((await limited.json()) as { errors: { status: string }[] }).errors[0]?.status).toBe('429')
  })

  it('counts each token on its own', async () => {
    const app = appWithLimit(1)
    expect((await app.request('/', { headers: { Authorization: 'Bearer a' } })).status).toBe(200)
    expect((await app.request('/', { headers: { Authorization: 'Bearer b' } })).status).toBe(200)
    expect((await app.request('/', { headers: { Authorization: 'Bearer a' } })).status).toBe(429)
  })
})
