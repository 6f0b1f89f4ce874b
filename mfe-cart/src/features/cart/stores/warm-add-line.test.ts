import { analyticsEvents } from '@storefront/shared/analytics'
import { createScope, getShopBus } from '@storefront/shared/events'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CartRuntime } from './cart-runtime'
import { loadAddLine } from './load-add-line'
import { warmAddLineOnItemView } from './warm-add-line'

vi.mock('./load-add-line', () => ({ loadAddLine: vi.fn(() => Promise.resolve({})) }))

const item = { item_id: 'OIL-1', item_name: 'Olio', price: 12.5, quantity: 1 }

function warmedPage() {
  const bus = getShopBus()
  const scope = createScope(bus)
  const idle: (() => void)[] = []
  warmAddLineOnItemView({ bus, scope } as unknown as CartRuntime, (task) => idle.push(task))
  const runIdle = async () => {
    for (const task of idle.splice(0)) task()
    await Promise.resolve()
    await Promise.resolve()
  }
  return { bus, scope, runIdle }
}

const load = vi.mocked(loadAddLine)

afterEach(() => {
  load.mockClear()
})

describe('warmAddLineOnItemView', () => {
  it('fetches the add-to-cart code once a product shows, when the page is idle, and once only', async () => {
    const { bus, scope, runIdle } = warmedPage()
    bus.publish(
      'analytics:event',
      analyticsEvents.viewItemList('EUR', { id: 'listing', name: 'All products' }, [item]),
    )
    await runIdle()
    expect(load).not.toHaveBeenCalled()

    bus.publish('analytics:event', analyticsEvents.viewItem('EUR', item))
    expect(load).not.toHaveBeenCalled()
    await runIdle()
    expect(load).toHaveBeenCalledTimes(1)

    bus.publish('analytics:event', analyticsEvents.viewItem('EUR', item))
    await runIdle()
    expect(load).toHaveBeenCalledTimes(1)
    // Loaded: it stops listening.
    expect(scope.size).toBe(0)
  })

  it('tries again on the next product after a fetch the network dropped', async () => {
    load.mockRejectedValueOnce(new Error('Loading chunk cart-add-item failed.'))
    const { bus, scope, runIdle } = warmedPage()
    bus.publish('analytics:event', analyticsEvents.viewItem('EUR', item))
    await runIdle()
    expect(load).toHaveBeenCalledTimes(1)
    expect(scope.size).toBe(1)

    bus.publish('analytics:event', analyticsEvents.viewItem('EUR', item))
    await runIdle()
    expect(load).toHaveBeenCalledTimes(2)
    expect(scope.size).toBe(0)
  })
})
