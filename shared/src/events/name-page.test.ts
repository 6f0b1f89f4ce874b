import { afterEach, describe, expect, it, vi } from 'vitest'
import { createBus } from './bus'
import { channels } from './channels'
import { namePage } from './name-page'
import { getShopBus, resetShopBus, type ShopBus } from './shop-bus'

afterEach(() => {
  resetShopBus()
  vi.restoreAllMocks()
})

describe('namePage', () => {
  it('hands the shell the screen and its name, trimmed', () => {
    const bus = getShopBus()
    const named: unknown[] = []
    bus.subscribe('shell:name-page', (payload) => named.push(payload))
    namePage(bus, { name: 'product', code: 'OIL-1' }, '  Tuscan oil ')
    expect(named).toEqual([{ screen: { name: 'product', code: 'OIL-1' }, title: 'Tuscan oil' }])
  })

  it('sends no blank name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const bus = getShopBus()
    const named: unknown[] = []
    bus.subscribe('shell:name-page', (payload) => named.push(payload))
    namePage(bus, { name: 'cart' }, '   ')
    expect(named).toEqual([])
    expect(warn).toHaveBeenCalled()
  })

  it('leaves the page working beside a shell whose bus has no such channel', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { 'shell:name-page': _, ...older } = channels
    const olderShellBus = createBus(older) as unknown as ShopBus
    expect(() => namePage(olderShellBus, { name: 'cart' }, 'Your cart')).not.toThrow()
    expect(warn).toHaveBeenCalled()
  })
})
