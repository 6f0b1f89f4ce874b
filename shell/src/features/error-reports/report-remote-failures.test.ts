import { getShopBus, resetShopBus } from '@storefront/shared/events'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetReports } from '../../lib/report-client-error'
import { reportRemoteFailures } from './report-remote-failures'

let beacon: ReturnType<typeof vi.fn>

beforeEach(() => {
  forgetReports()
  beacon = vi.fn(() => true)
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true })
  window.history.replaceState(null, '', '/italy/eur/it/prodotti')
})

afterEach(() => resetShopBus())

describe('reportRemoteFailures', () => {
  it("reports a remote's API failure to the edge with the version this page was served", async () => {
    const bus = getShopBus()
    const stop = reportRemoteFailures(bus, (app) => (app === 'catalog' ? 'c0ffee' : undefined))
    bus.publish('shell:report-failure', { app: 'catalog', kind: 'api', message: 'GET skus answered 503' })
    expect(beacon).toHaveBeenCalledTimes(1)
    const body = JSON.parse(await (beacon.mock.calls[0]![1] as Blob).text())
    expect(body).toEqual({
      kind: 'api',
      app: 'catalog',
      version: 'c0ffee',
      message: 'GET skus answered 503',
      path: '/italy/eur/it/prodotti',
    })

    stop()
    bus.publish('shell:report-failure', { app: 'cart', kind: 'api', message: 'GET orders answered 500' })
    expect(beacon).toHaveBeenCalledTimes(1)
  })
})
