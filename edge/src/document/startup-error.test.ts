import { clientErrorsPath } from '@storefront/shared/errors'
import { placeholderAttribute, shellStartLimitMs, startupErrorElementId } from '@storefront/shared/registry'
import { describe, expect, it, vi } from 'vitest'
import { startupWatchScript } from './startup-error'

const shellBase = 'https://shop.example/_mf/shell/2.0.0/'

interface FakeElement {
  hasAttribute(name: string): boolean
  remove(): void
}

/**
 * Runs the startup watch on a page of its own: `#root` holds the shell's placeholder, or what
 * the shell rendered once `rendered` is set; in a background tab when `hidden` is. Returns a way
 * to raise an error event, the timers the watch set (run by hand), and ways to render the shell
 * or bring its tab to the front later.
 */
function watchedPage(options: { rendered?: boolean; hidden?: boolean } = {}) {
  const message = { hidden: true }
  const placeholder: FakeElement = {
    hasAttribute: (name) => name === placeholderAttribute,
    remove: vi.fn(),
  }
  const shellContent: FakeElement = { hasAttribute: () => false, remove: vi.fn() }
  const root = { firstElementChild: options.rendered ? shellContent : placeholder }
  const visibilityListeners = new Set<() => void>()
  const document = {
    visibilityState: options.hidden ? 'hidden' : 'visible',
    getElementById: (id: string) => (id === 'root' ? root : id === startupErrorElementId ? message : null),
    addEventListener: (type: string, handler: () => void) => {
      if (type === 'visibilitychange') visibilityListeners.add(handler)
    },
    removeEventListener: (type: string, handler: () => void) => {
      if (type === 'visibilitychange') visibilityListeners.delete(handler)
    },
  }
  const sendBeacon = vi.fn((_url: string, _data: Blob) => true)
  let listener: ((event: unknown) => void) | undefined
  const addEventListener = (type: string, handler: (event: unknown) => void) => {
    if (type === 'error') listener = handler
  }
  const timers: { run: () => void; delay: number }[] = []
  // Milliseconds since the page started, as `performance.now()` gives them.
  const clock = { now: 0 }
  const setTimeout = (run: () => void, delay: number) => timers.push({ run, delay })
  const rootWatchers = new Set<() => void>()
  class MutationObserver {
    constructor(private readonly changed: () => void) {}
    observe(target: unknown) {
      if (target === root) rootWatchers.add(this.changed)
    }
    disconnect() {
      rootWatchers.delete(this.changed)
    }
  }
  new Function(
    'addEventListener',
    'document',
    'navigator',
    'location',
    'Blob',
    'setTimeout',
    'window',
    'performance',
    startupWatchScript(shellBase, '2.0.0'),
  )(
    addEventListener,
    document,
    { sendBeacon },
    { pathname: '/italy/eur/it/prodotti' },
    Blob,
    setTimeout,
    { MutationObserver },
    { now: () => clock.now },
  )
  const raise = (event: Record<string, unknown>) => listener?.(event)
  const rendered = () => {
    root.firstElementChild = shellContent
    for (const changed of [...rootWatchers]) changed()
  }
  const setVisibility = (state: 'hidden' | 'visible') => {
    document.visibilityState = state
    for (const handler of [...visibilityListeners]) handler()
  }
  const reports = async () =>
    Promise.all(
      sendBeacon.mock.calls.map(async ([url, data]) => ({ url, report: JSON.parse(await data.text()) })),
    )
  return { message, placeholder, raise, reports, timers, rendered, setVisibility, clock }
}

/** The watch's one report of a start that failed, for the page `watchedPage` opens. */
const shellStartReport = (message: string) => ({
  url: clientErrorsPath,
  report: { kind: 'shell-start', app: 'shell', version: '2.0.0', message, path: '/italy/eur/it/prodotti' },
})

const failedScript = (src: string) => ({ target: { tagName: 'SCRIPT', src } })

describe('startupWatchScript', () => {
  it('shows the message in place of the placeholder when a shell script fails to load, and reports it once', async () => {
    const page = watchedPage()
    page.raise(failedScript(`${shellBase}main.1a2b3c4d.js`))
    page.raise(failedScript(`${shellBase}725.aaaa1111.js`))
    expect(page.message.hidden).toBe(false)
    expect(page.placeholder.remove).toHaveBeenCalled()
    expect(await page.reports()).toEqual([shellStartReport(`could not load ${shellBase}main.1a2b3c4d.js`)])
  })

  it('reports what a shell script threw before anything rendered', async () => {
    const page = watchedPage()
    page.raise({ filename: `${shellBase}main.1a2b3c4d.js`, message: 'Uncaught TypeError: boom', target: {} })
    expect(page.message.hidden).toBe(false)
    expect((await page.reports())[0]?.report.message).toBe('Uncaught TypeError: boom')
  })

  it('leaves the failures of scripts that are not the shell’s to their owners', async () => {
    const page = watchedPage()
    page.raise(failedScript('https://shop.example/_mf/catalog/1.1.0/remoteEntry.js'))
    page.raise(failedScript('https://analytics.example/tag.js'))
    page.raise({ target: { tagName: 'IMG', src: `${shellBase}logo.png` } })
    expect(page.message.hidden).toBe(true)
    expect(await page.reports()).toEqual([])
  })

  it('leaves an error after the shell rendered to the shell, which shows and reports its own', async () => {
    const page = watchedPage({ rendered: true })
    page.raise(failedScript(`${shellBase}417.cccc3333.js`))
    expect(page.message.hidden).toBe(true)
    expect(await page.reports()).toEqual([])
  })

  it('says the shop cannot start when the shell has not rendered in time, and reports it once', async () => {
    // A held connection raises no error: only the time limit ends the placeholder.
    const page = watchedPage()
    expect(page.timers.map(({ delay }) => delay)).toEqual([shellStartLimitMs])
    expect(page.message.hidden).toBe(true)
    page.timers[0]?.run()
    expect(page.message.hidden).toBe(false)
    expect(page.placeholder.remove).toHaveBeenCalled()
    expect(await page.reports()).toEqual([
      shellStartReport(`the shell had not rendered after ${shellStartLimitMs / 1000} s`),
    ])
  })

  it('leaves a shell that rendered within the limit alone', async () => {
    const page = watchedPage()
    page.rendered()
    expect(page.timers).toHaveLength(1)
    page.timers[0]?.run()
    expect(page.message.hidden).toBe(true)
    expect(await page.reports()).toEqual([])
  })

  it('does not report the time limit after a failure it already reported', async () => {
    const page = watchedPage()
    page.raise(failedScript(`${shellBase}main.1a2b3c4d.js`))
    page.timers[0]?.run()
    expect(page.message.hidden).toBe(false)
    expect((await page.reports()).map(({ report }) => report.message)).toEqual([
      `could not load ${shellBase}main.1a2b3c4d.js`,
    ])
  })

  it('gives a page in a background tab the limit again once it shows, and only then says so', async () => {
    // A background tab may be slowed or frozen: its late start is the browser's doing, not a stall.
    const page = watchedPage({ hidden: true })
    page.timers[0]?.run()
    expect(page.message.hidden).toBe(true)
    expect(page.timers).toHaveLength(1)
    page.setVisibility('visible')
    // Shown, the page gets a whole limit of its own; a second change adds no second timer.
    page.setVisibility('hidden')
    page.setVisibility('visible')
    expect(page.timers.map(({ delay }) => delay)).toEqual([shellStartLimitMs, shellStartLimitMs])
    page.timers[1]?.run()
    expect(page.message.hidden).toBe(false)
    expect(await page.reports()).toEqual([
      shellStartReport(`the shell had not rendered after ${shellStartLimitMs / 1000} s`),
    ])
  })

  it('leaves a background page that rendered by the time it shows alone', async () => {
    const page = watchedPage({ hidden: true })
    page.timers[0]?.run()
    page.rendered()
    page.setVisibility('visible')
    page.timers[1]?.run()
    expect(page.message.hidden).toBe(true)
    expect(await page.reports()).toEqual([])
  })

  it('gives way to a shell that renders after all, whichever the shell’s version, and reports when', async () => {
    // A stall that ended: the shop is there, and an older shell would not take the message down.
    // The log tells this shopper, who got the shop after a long wait, from one who never did.
    const page = watchedPage()
    page.timers[0]?.run()
    expect(page.message.hidden).toBe(false)
    page.clock.now = 31_400
    page.rendered()
    expect(page.message.hidden).toBe(true)
    expect(await page.reports()).toEqual([
      shellStartReport(`the shell had not rendered after ${shellStartLimitMs / 1000} s`),
      {
        url: clientErrorsPath,
        report: {
          kind: 'shell-late',
          app: 'shell',
          version: '2.0.0',
          message: 'the shell rendered 31 s after the page started',
          path: '/italy/eur/it/prodotti',
        },
      },
    ])
  })

  it('reports the late start once, however often the shell renders again', async () => {
    const page = watchedPage()
    page.raise(failedScript(`${shellBase}725.aaaa1111.js`))
    page.rendered()
    page.rendered()
    page.timers[0]?.run()
    expect((await page.reports()).map(({ report }) => report.kind)).toEqual(['shell-start', 'shell-late'])
  })
})
