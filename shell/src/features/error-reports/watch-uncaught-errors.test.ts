import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetReports } from '../../lib/report-client-error'
import { watchUncaughtErrors } from './watch-uncaught-errors'

let beacon: ReturnType<typeof vi.fn>
let stop: () => void

async function sent(): Promise<Record<string, unknown>[]> {
  return Promise.all(beacon.mock.calls.map(async ([, body]) => JSON.parse(await (body as Blob).text())))
}

function errorIn(stack: string, message: string): Error {
  const error = new Error(message)
  error.stack = `Error: ${message}\n    at run (${stack})`
  return error
}

beforeEach(() => {
  forgetReports()
  beacon = vi.fn(() => true)
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true })
  stop = watchUncaughtErrors()
})

afterEach(() => stop())

describe('watchUncaughtErrors', () => {
  it("reports an uncaught error thrown by a shop script, under that script's app and version", async () => {
    const error = errorIn('http://localhost:8787/_mf/cart/14b1c6cbeb87/3098.js:1:10', 'cart id missing')
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message, filename: '' }))
    expect(await sent()).toEqual([
      {
        kind: 'uncaught',
        app: 'cart',
        version: '14b1c6cbeb87',
        message: 'Error: cart id missing',
        path: '/',
      },
    ])
  })

  it('reports an unhandled rejection whose stack runs through a shop script', async () => {
    const reason = errorIn('http://localhost:8787/_mf/catalog/v9/main.js:3:4', 'no stock')
    const event = new Event('unhandledrejection') as PromiseRejectionEvent
    Object.defineProperty(event, 'reason', { value: reason })
    window.dispatchEvent(event)
    expect(await sent()).toEqual([
      { kind: 'uncaught', app: 'catalog', version: 'v9', message: 'Error: no stock', path: '/' },
    ])
  })

  it("leaves alone errors of scripts that are not the shop's, such as a browser extension's", () => {
    const error = errorIn('chrome-extension://abcdef/content.js:1:1', 'extension broke')
    window.dispatchEvent(
      new ErrorEvent('error', {
        error,
        message: error.message,
        filename: 'chrome-extension://abcdef/content.js',
      }),
    )
    expect(beacon).not.toHaveBeenCalled()
  })

  it('leaves alone rejections whose stack runs through no shop script', () => {
    const event = new Event('unhandledrejection') as PromiseRejectionEvent
    Object.defineProperty(event, 'reason', {
      value: errorIn('chrome-extension://abcdef/content.js:1:1', 'no tab'),
    })
    window.dispatchEvent(event)
    expect(beacon).not.toHaveBeenCalled()
  })

  it('stops watching when told to', () => {
    stop()
    const error = errorIn('http://localhost:8787/_mf/cart/1/a.js:1:1', 'late')
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }))
    expect(beacon).not.toHaveBeenCalled()
  })

  it('reports what a shop script threw without a stack by the script’s URL and the browser’s message', async () => {
    // A thrown string has no stack: only the event's filename names the script.
    window.dispatchEvent(
      new ErrorEvent('error', {
        error: 'out of stock',
        message: 'Uncaught out of stock',
        filename: 'http://localhost:8787/_mf/catalog/v9/main.js',
      }),
    )
    expect(await sent()).toEqual([
      { kind: 'uncaught', app: 'catalog', version: 'v9', message: 'Uncaught out of stock', path: '/' },
    ])
  })
})
