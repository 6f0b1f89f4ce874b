import { afterEach, describe, expect, it, vi } from 'vitest'
import { getShopBus, resetShopBus } from '../events/shop-bus'
import { createSessionClient } from './session-client'

const b64 = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '')
const token = (exp: number) =>
  `${b64({})}.${b64({ exp: Math.floor(Date.now() / 1000) + exp, organization: { slug: 'o' } })}.s`
const session = (accessToken: string) =>
  ({ kind: 'guest', accessToken, expiresAt: Date.now() + 1000, marketCode: 'it', reason: 'init' }) as const

afterEach(() => {
  resetShopBus()
  vi.unstubAllGlobals()
})

describe('createSessionClient', () => {
  it('has no client before the shell publishes a session, then one per token', async () => {
    const bus = getShopBus()
    const sessions = createSessionClient(bus, 'http://api.test/api')
    expect(sessions.current()).toBeNull()
    const ready = sessions.ready()
    bus.publish('session:changed', session(token(60)))
    const first = await ready
    expect(first.currentAccessToken).toBe(bus.last('session:changed')?.accessToken)
    bus.publish('session:changed', session(token(120)))
    expect(sessions.current()).not.toBe(first)
    sessions.dispose()
    expect(bus.listenerCount('session:changed')).toBe(0)
  })

  it('picks up a session published before it was created', async () => {
    const bus = getShopBus()
    bus.publish('session:changed', session(token(60)))
    await expect(createSessionClient(bus, 'http://api.test/api').ready()).resolves.toBeTruthy()
  })

  it('asks the shell to renew an expired token and retries with the new one', async () => {
    const bus = getShopBus()
    const fresh = token(3600)
    bus.subscribe('session:refresh', ({ reason }) => {
      expect(reason).toBe('expired')
      bus.publish('session:changed', { ...session(fresh), reason: 'refresh' })
    })
    const calls: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const auth = new Headers(init.headers).get('authorization') ?? ''
        calls.push(auth)
        return auth.endsWith(fresh)
          ? new Response(JSON.stringify({ data: [], meta: { record_count: 0, page_count: 0 } }), {
              status: 200,
            })
          : new Response(JSON.stringify({ errors: [{ code: 'INVALID_TOKEN', status: '401' }] }), {
              status: 401,
            })
      }),
    )
    bus.publish('session:changed', session(token(-5)))
    const client = createSessionClient(bus, 'http://api.test/api').current()
    await client?.skus.list()
    expect(calls).toHaveLength(2)
    expect(calls[1]).toBe(`Bearer ${fresh}`)
  })

  it('reports an incurable 401 to the shell', async () => {
    const bus = getShopBus()
    const refresh = vi.fn()
    bus.subscribe('session:refresh', refresh)
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"errors":[{"code":"INVALID_TOKEN"}]}', { status: 401 })),
    )
    bus.publish('session:changed', session(token(600)))
    const client = createSessionClient(bus, 'http://api.test/api').current()
    await expect(client?.skus.list()).rejects.toThrow()
    expect(refresh).toHaveBeenCalledWith({ reason: 'unauthorized' })
  })

  it('gives up renewing when the shell never answers', async () => {
    const bus = getShopBus()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"errors":[{"code":"INVALID_TOKEN"}]}', { status: 401 })),
    )
    bus.publish('session:changed', session(token(-5)))
    const client = createSessionClient(bus, 'http://api.test/api', 20).current()
    await expect(client?.skus.list()).rejects.toThrow()
  })
})
