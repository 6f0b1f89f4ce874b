import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { BusPayloadError, createBus } from './bus'
import { channels } from './channels'
import { createScope } from './scope'
import { getShopBus, resetShopBus } from './shop-bus'

const testChannels = {
  'a:state': { replay: true, schema: z.object({ n: z.number() }) },
  'a:event': { replay: false, schema: z.object({ text: z.string().default('x') }) },
}

afterEach(() => resetShopBus())

describe('createBus', () => {
  it('delivers a validated payload to every subscriber', () => {
    const bus = createBus(testChannels)
    const seen: number[] = []
    bus.subscribe('a:state', (p) => seen.push(p.n))
    bus.subscribe('a:state', (p) => seen.push(p.n * 10))
    bus.publish('a:state', { n: 2 })
    expect(seen).toEqual([2, 20])
  })

  it('refuses an invalid payload and delivers nothing', () => {
    const bus = createBus(testChannels)
    const handler = vi.fn()
    bus.subscribe('a:state', handler)
    expect(() => bus.publish('a:state', { n: 'two' } as never)).toThrow(BusPayloadError)
    expect(handler).not.toHaveBeenCalled()
    expect(bus.last('a:state')).toBeUndefined()
  })

  it('applies schema defaults before delivery', () => {
    const bus = createBus(testChannels)
    const handler = vi.fn()
    bus.subscribe('a:event', handler)
    bus.publish('a:event', {})
    expect(handler).toHaveBeenCalledWith({ text: 'x' })
  })

  it('passes on fields its schemas do not know, as a newer minor of the contract adds them', () => {
    const bus = createBus(testChannels)
    const handler = vi.fn()
    bus.subscribe('a:event', handler)
    // A publisher built against a later contract, on a bus an older shell made.
    bus.publish('a:event', { soldOut: true } as never)
    expect(handler).toHaveBeenCalledWith({ text: 'x', soldOut: true })
    bus.publish('a:state', { n: 3, more: 'kept' } as never)
    expect(bus.last('a:state')).toEqual({ n: 3, more: 'kept' })
  })

  it('replays the last value of a state channel to a late subscriber', () => {
    const bus = createBus(testChannels)
    bus.publish('a:state', { n: 1 })
    bus.publish('a:state', { n: 2 })
    const handler = vi.fn()
    bus.subscribe('a:state', handler)
    expect(handler).toHaveBeenCalledExactlyOnceWith({ n: 2 })
  })

  it('does not replay an event channel', () => {
    const bus = createBus(testChannels)
    bus.publish('a:event', { text: 'gone' })
    const handler = vi.fn()
    bus.subscribe('a:event', handler)
    expect(handler).not.toHaveBeenCalled()
    expect(bus.last('a:event')).toBeUndefined()
  })

  it('forgets a replayed value', () => {
    const bus = createBus(testChannels)
    bus.publish('a:state', { n: 1 })
    bus.forget('a:state')
    const handler = vi.fn()
    bus.subscribe('a:state', handler)
    expect(handler).not.toHaveBeenCalled()
  })

  it('stops delivering after unsubscribe', () => {
    const bus = createBus(testChannels)
    const handler = vi.fn()
    const off = bus.subscribe('a:event', handler)
    off()
    bus.publish('a:event', { text: 'y' })
    expect(handler).not.toHaveBeenCalled()
    expect(bus.listenerCount('a:event')).toBe(0)
  })

  it('keeps delivering when one listener throws', () => {
    const bus = createBus(testChannels)
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const after = vi.fn()
    bus.subscribe('a:event', () => {
      throw new Error('broken remote')
    })
    bus.subscribe('a:event', after)
    bus.publish('a:event', { text: 'z' })
    expect(after).toHaveBeenCalled()
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })

  it('hands a late listener that throws on the replayed value its unsubscribe all the same', () => {
    const bus = createBus(testChannels)
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    bus.publish('a:state', { n: 1 })
    const broken = vi.fn(() => {
      throw new Error('broken remote')
    })
    const off = bus.subscribe('a:state', broken)
    expect(error).toHaveBeenCalled()
    // A remote's effect would otherwise lose the way to take it off, and each retry add another.
    off()
    bus.publish('a:state', { n: 2 })
    expect(broken).toHaveBeenCalledTimes(1)
    expect(bus.listenerCount('a:state')).toBe(0)
    error.mockRestore()
  })

  it('lets a listener unsubscribe itself while being called', () => {
    const bus = createBus(testChannels)
    const second = vi.fn()
    const off = bus.subscribe('a:event', () => off())
    bus.subscribe('a:event', second)
    bus.publish('a:event', {})
    bus.publish('a:event', {})
    expect(second).toHaveBeenCalledTimes(2)
    expect(bus.listenerCount('a:event')).toBe(1)
  })

  it('hands a listener subscribed during a delivery the value once, by replay', () => {
    // A remote mounted in answer to a state change subscribes to it at once.
    const bus = createBus(testChannels)
    const late = vi.fn()
    let mounted = false
    bus.subscribe('a:state', () => {
      if (mounted) return
      mounted = true
      bus.subscribe('a:state', late)
    })
    bus.publish('a:state', { n: 1 })
    expect(late).toHaveBeenCalledExactlyOnceWith({ n: 1 })
  })

  it('refuses unknown channels', () => {
    const bus = createBus(testChannels)
    expect(() => bus.publish('a:nope' as never, {} as never)).toThrow(/unknown bus channel/)
    expect(() => bus.subscribe('a:nope' as never, () => {})).toThrow(/unknown bus channel/)
    expect(bus.listenerCount('a:nope' as never)).toBe(0)
  })
})

describe('createScope', () => {
  it('removes every subscription of a remote at once', () => {
    const bus = createBus(testChannels)
    const scope = createScope(bus)
    scope.subscribe('a:state', () => {})
    scope.subscribe('a:event', () => {})
    expect(scope.size).toBe(2)
    scope.dispose()
    expect(bus.listenerCount('a:state') + bus.listenerCount('a:event')).toBe(0)
    expect(scope.size).toBe(0)
  })

  it('leaves no listener after many mounts and unmounts', () => {
    const bus = createBus(testChannels)
    for (let i = 0; i < 50; i++) {
      const scope = createScope(bus)
      const off = scope.subscribe('a:state', () => {})
      if (i % 2) off()
      scope.dispose()
    }
    expect(bus.listenerCount('a:state')).toBe(0)
  })
})

describe('getShopBus', () => {
  it('is one instance per page even when the module is loaded twice', async () => {
    const first = getShopBus()
    vi.resetModules()
    const again = await import('./shop-bus')
    expect(again.getShopBus()).toBe(first)
  })

  it('starts fresh after reset', () => {
    const first = getShopBus()
    resetShopBus()
    expect(getShopBus()).not.toBe(first)
  })
})

describe('shop channels', () => {
  it('name facts and requests with their owner prefix', () => {
    for (const [name, spec] of Object.entries(channels)) {
      const prefix = name.split(':')[0]
      if (spec.owner === 'any') continue
      expect(['session', 'market', 'nav', 'shell'].includes(prefix ?? '') ? 'shell' : prefix).toBe(spec.owner)
    }
  })

  it('replay the state channels only', () => {
    const replayed = Object.entries(channels)
      .filter(([, spec]) => spec.replay)
      .map(([name]) => name)
    expect(replayed.sort()).toEqual([
      'cart:updated',
      'market:changed',
      'session:changed',
      'shell:remotes-unavailable',
    ])
  })
})
