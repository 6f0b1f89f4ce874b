import { clientErrorLimits } from '@storefront/shared/errors'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetReports, messageOf, reportClientError, scriptApp } from './report-client-error'

let beacon: ReturnType<typeof vi.fn>

async function sent(): Promise<Record<string, unknown>[]> {
  return Promise.all(beacon.mock.calls.map(async ([, body]) => JSON.parse(await (body as Blob).text())))
}

beforeEach(() => {
  forgetReports()
  beacon = vi.fn(() => true)
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true })
  window.history.replaceState(null, '', '/italy/eur/it/cerca?q=mario.rossi@example.com')
})

describe('reportClientError', () => {
  it("sends the page's path without its query, which may hold what the shopper typed", async () => {
    reportClientError({ kind: 'uncaught', app: 'catalog', version: 'abc', message: 'Error: boom' })
    const [report] = await sent()
    expect(report?.path).toBe('/italy/eur/it/cerca')
    expect(JSON.stringify(report)).not.toContain('example.com')
  })

  it('sends the same failure once, and at most ten reports a page', async () => {
    for (let i = 0; i < 3; i++)
      reportClientError({ kind: 'remote-load', app: 'cart', message: 'Error: down' })
    expect(beacon).toHaveBeenCalledTimes(1)
    for (let i = 0; i < 20; i++) reportClientError({ kind: 'uncaught', app: 'shell', message: `Error: ${i}` })
    expect(beacon).toHaveBeenCalledTimes(10)
  })

  it('cuts every field to what the edge accepts, which refuses a report with one too long', async () => {
    window.history.replaceState(null, '', `/italy/eur/it/prodotto/${'X'.repeat(600)}`)
    reportClientError({
      kind: 'uncaught',
      app: 'a'.repeat(100),
      version: 'v'.repeat(200),
      message: 'x'.repeat(2000),
    })
    const [report] = await sent()
    expect({
      app: String(report?.app).length,
      version: String(report?.version).length,
      message: String(report?.message).length,
      path: String(report?.path).length,
    }).toEqual(clientErrorLimits)
    expect(String(report?.message).endsWith('…')).toBe(true)
  })

  it('never throws when the browser refuses the beacon', () => {
    beacon.mockImplementation(() => {
      throw new TypeError('blocked')
    })
    expect(() => reportClientError({ kind: 'uncaught', app: 'shell', message: 'Error: x' })).not.toThrow()
  })
})

describe('messageOf', () => {
  it("names an error, a fallback module's error, or says it does not know", () => {
    expect(messageOf(new TypeError('Failed to fetch'))).toBe('TypeError: Failed to fetch')
    expect(messageOf({ id: 'cart/MiniCart', error: new Error('RUNTIME-008') })).toBe('Error: RUNTIME-008')
    expect(messageOf('plain words')).toBe('plain words')
    expect(messageOf(undefined)).toBe('unknown error')
  })
})

describe('scriptApp', () => {
  it("reads the app and version from a shop script's URL or a stack that names one", () => {
    expect(scriptApp('http://localhost:8787/_mf/catalog/7869c8bcb938/6499.097126fa.js')).toEqual({
      app: 'catalog',
      version: '7869c8bcb938',
    })
    expect(scriptApp('TypeError: x\n    at f (https://shop.example/_mf/cart/2.1.0/app.js:1:2)')).toEqual({
      app: 'cart',
      version: '2.1.0',
    })
    expect(scriptApp('chrome-extension://abc/content.js')).toBeNull()
    expect(scriptApp(undefined)).toBeNull()
  })
})
