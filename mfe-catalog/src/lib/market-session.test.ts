import { getShopBus } from '@storefront/shared/events'
import { describe, expect, it } from 'vitest'
import { sessionForMarket } from './market-session'

const session = (marketCode: string) =>
  ({ kind: 'guest', accessToken: `t-${marketCode}`, expiresAt: 1, marketCode, reason: 'market' }) as const

describe('sessionForMarket', () => {
  it('waits for the token of the new market after a country change', async () => {
    const bus = getShopBus()
    bus.publish('session:changed', session('it'))
    let ready = false
    const waiting = sessionForMarket(bus, 'gb').then(() => {
      ready = true
    })
    await Promise.resolve()
    expect(ready).toBe(false)
    bus.publish('session:changed', session('gb'))
    await waiting
    expect(ready).toBe(true)
    expect(bus.listenerCount('session:changed')).toBe(0)
  })

  it('keeps one listener for a market however many requests wait for it', async () => {
    const bus = getShopBus()
    bus.publish('session:changed', session('it'))
    const before = bus.listenerCount('session:changed')
    const waiting = [sessionForMarket(bus, 'ch'), sessionForMarket(bus, 'ch'), sessionForMarket(bus, 'ch')]
    // The shopper moved on before the Swiss session came: the waits must not pile up listeners.
    expect(bus.listenerCount('session:changed')).toBe(before + 1)
    bus.publish('session:changed', session('ch'))
    await Promise.all(waiting)
    expect(bus.listenerCount('session:changed')).toBe(before)
  })

  it('is ready at once when the session already is for the market', async () => {
    const bus = getShopBus()
    bus.publish('session:changed', session('gb'))
    await expect(sessionForMarket(bus, 'gb')).resolves.toBeUndefined()
  })
})
