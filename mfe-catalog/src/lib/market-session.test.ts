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

  it('is ready at once when the session already is for the market', async () => {
    const bus = getShopBus()
    bus.publish('session:changed', session('gb'))
    await expect(sessionForMarket(bus, 'gb')).resolves.toBeUndefined()
  })
})
