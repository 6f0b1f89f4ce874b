import { getShopBus } from '@storefront/shared/events'
import { createI18n } from '@storefront/shared/i18n'
import { I18nextProvider } from '@storefront/shared/react-i18n'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { forgetReports } from '../../../lib/report-client-error'
import { fallbackPlugin } from '../api/fallback-plugin'
import { bustRemote, loadExposed } from '../api/federation'
import { RemoteView } from './remote-view'

vi.mock('../api/federation', () => ({
  loadExposed: vi.fn(),
  bustRemote: vi.fn(),
  registeredVersion: (name: string) => (name === 'catalog' ? 'v7' : undefined),
}))

const load = vi.mocked(loadExposed)

function renderView({ compact = false } = {}) {
  return render(
    <I18nextProvider i18n={createI18n('en', ['common'])}>
      {/* As the shell's layout holds the page's remote. */}
      <main id="main" tabIndex={-1}>
        <RemoteView
          remote="catalog"
          id="catalog/App"
          props={{ label: 'olive oil' }}
          skeleton={<p>loading</p>}
          compact={compact}
        />
      </main>
    </I18nextProvider>,
  )
}

const fallbackModule = (error: unknown = new Error('Failed to fetch')) =>
  (fallbackPlugin().errorLoadRemote as unknown as (a: object) => unknown)({
    id: 'catalog/App',
    error,
    lifecycle: 'onLoad',
  })

/** The error reports the page sent, as the edge receives them. */
async function reportsSent(beacon: ReturnType<typeof vi.fn>): Promise<unknown[]> {
  return Promise.all(beacon.mock.calls.map(async ([, body]) => JSON.parse(await (body as Blob).text())))
}

// A remote module that throws on every render.
const Broken = () => {
  throw new RangeError('no price for EUR')
}

describe('RemoteView', () => {
  let beacon: ReturnType<typeof vi.fn>

  beforeEach(() => {
    forgetReports()
    beacon = vi.fn(() => true)
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
  })

  it('shows the skeleton, then the remote component with its props', async () => {
    load.mockResolvedValue({ default: ({ label }: { label: string }) => <p>remote says {label}</p> })
    renderView()
    expect(screen.getByText('loading')).toBeTruthy()
    expect(await screen.findByText('remote says olive oil')).toBeTruthy()
  })

  it('marks its container with the remote and the version the page registered', async () => {
    load.mockResolvedValue({ default: () => <p>mounted</p> })
    const { container } = renderView()
    await screen.findByText('mounted')
    const root = container.querySelector('[data-remote="catalog"]')
    expect(root?.getAttribute('data-remote-version')).toBe('v7')
  })

  it('shows the translated fallback when the runtime hands back the fallback module', async () => {
    load.mockResolvedValue(fallbackModule())
    renderView()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This section is not available right now' }),
    ).toBeTruthy()
  })

  it('catches a remote that throws while rendering, busts it, and retry mounts it again', async () => {
    let broken = true
    // biome-ignore lint/correctness/noComponentHookFactories: the remote's module, broken until the test mends it
    const Flaky = () => {
      if (broken) throw new Error('render failed')
      return <p>mounted after retry</p>
    }
    load.mockResolvedValue({ default: Flaky })
    renderView()
    const retry = await screen.findByRole('button', { name: 'Try again' })
    // At once, not on retry: the page may mount the remote again (navigating back) instead.
    expect(bustRemote).toHaveBeenCalledWith('catalog')
    broken = false
    await userEvent.click(retry)
    expect(await screen.findByText('mounted after retry')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('mounts a remote that threw on one screen again for the next screen, and only after a failure', async () => {
    const mounts: string[] = []
    // biome-ignore lint/correctness/noComponentHookFactories: the remote's module, throwing for one product
    const Catalog = ({ label }: { label: string }) => {
      // Once per mount: the label it was mounted with.
      useState(() => mounts.push(label))
      if (label === 'broken product') throw new Error('no price')
      return <p>showing {label}</p>
    }
    load.mockResolvedValue({ default: Catalog })
    const view = (label: string) => (
      <I18nextProvider i18n={createI18n('en', ['common'])}>
        <RemoteView
          remote="catalog"
          id="catalog/App"
          props={{ label }}
          skeleton={<p>loading</p>}
          screen={{ name: 'product', code: label }}
        />
      </I18nextProvider>
    )
    const { rerender } = render(view('listing'))
    await screen.findByText('showing listing')
    rerender(view('search'))
    await screen.findByText('showing search')
    // Another screen without a failure keeps the remote mounted: its state lives on.
    expect(mounts).toEqual(['listing'])

    rerender(view('broken product'))
    await screen.findByRole('button', { name: 'Try again' })
    rerender(view('listing'))
    expect(await screen.findByText('showing listing')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('names the page after the fallback standing in for the page’s remote, and a header fragment’s not', async () => {
    const names: unknown[] = []
    const stop = getShopBus().subscribe('shell:name-page', (payload) =>
      names.push(JSON.parse(JSON.stringify(payload))),
    )
    load.mockResolvedValue(fallbackModule())
    // As the shell renders it: the route, and so the screen, made anew on every render of the page.
    const view = () => (
      <I18nextProvider i18n={createI18n('en', ['common'])}>
        <RemoteView
          remote="catalog"
          id="catalog/App"
          props={{}}
          skeleton={<p>loading</p>}
          screen={{ name: 'categories' }}
        />
        <RemoteView remote="cart" id="cart/MiniCart" props={{}} skeleton={<p>loading</p>} compact />
      </I18nextProvider>
    )
    const page = render(view())
    await screen.findAllByRole('button', { name: /Try again/ })
    page.rerender(view())
    expect(names).toEqual([
      { screen: { name: 'categories' }, title: 'This section is not available right now' },
    ])
    stop()
    page.unmount()
  })

  it('loads a remote that failed to load again on retry, leaving the busting to the load', async () => {
    load.mockResolvedValueOnce(fallbackModule())
    renderView()
    const retry = await screen.findByRole('button', { name: 'Try again' })
    load.mockResolvedValueOnce({ default: () => <p>mounted after retry</p> })
    await userEvent.click(retry)
    expect(await screen.findByText('mounted after retry')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
    expect(bustRemote).not.toHaveBeenCalled()
  })

  it('keeps a keyboard user on the retry button when the retry fails again', async () => {
    load.mockResolvedValue(fallbackModule())
    renderView()
    const user = userEvent.setup()
    await screen.findByRole('button', { name: 'Try again' })
    await user.tab()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2))
    const again = await screen.findByRole('button', { name: 'Try again' })
    await waitFor(() => expect(document.activeElement).toBe(again))
  })

  it('takes a keyboard user to the main content once a retry mounts the remote', async () => {
    load.mockResolvedValueOnce(fallbackModule())
    renderView()
    const user = userEvent.setup()
    await screen.findByRole('button', { name: 'Try again' })
    load.mockResolvedValueOnce({ default: () => <a href="/elsewhere">a product</a> })
    await user.tab()
    await user.keyboard('{Enter}')
    await screen.findByText('a product')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')))
  })

  it('takes the focus to a header fragment’s first control once its retry mounts it', async () => {
    load.mockResolvedValueOnce(fallbackModule())
    render(
      <I18nextProvider i18n={createI18n('en', ['common'])}>
        <header>
          <RemoteView remote="cart" id="cart/MiniCart" props={{}} skeleton={<span>…</span>} compact />
        </header>
      </I18nextProvider>,
    )
    const user = userEvent.setup()
    await screen.findByRole('button', { name: 'Try again' })
    load.mockResolvedValueOnce({ default: () => <a href="/cart">Cart</a> })
    await user.tab()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Cart' })))
  })

  it('loads a remote that failed to load again once the browser is back online', async () => {
    load.mockResolvedValueOnce(fallbackModule())
    renderView()
    await screen.findByRole('button', { name: 'Try again' })
    load.mockResolvedValueOnce({ default: () => <p>mounted once online</p> })
    // The fallback may show a moment before its effect listens: the browser says so again until heard.
    await waitFor(() => {
      act(() => {
        globalThis.dispatchEvent(new Event('online'))
      })
      expect(load).toHaveBeenCalledTimes(2)
    })
    expect(await screen.findByText('mounted once online')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('says the connection is gone rather than that the rest of the shop works, while offline', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    load.mockResolvedValueOnce(fallbackModule())
    renderView()
    expect(await screen.findByText(/You seem to be offline/)).toBeTruthy()
    expect(screen.queryByText(/The rest of the shop/)).toBeNull()

    onLine.mockReturnValue(true)
    load.mockResolvedValueOnce(fallbackModule())
    act(() => {
      globalThis.dispatchEvent(new Event('online'))
    })
    expect(await screen.findByText(/The rest of the shop is working as usual/)).toBeTruthy()
    onLine.mockRestore()
  })

  it('leaves a remote that threw while rendering to the retry button when the browser comes online', async () => {
    load.mockReset()
    load.mockResolvedValue({ default: Broken })
    renderView()
    await screen.findByRole('button', { name: 'Try again' })
    act(() => {
      globalThis.dispatchEvent(new Event('online'))
    })
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('reports on the bus a remote it could not load, and takes it back once a retry mounts it', async () => {
    const unavailable = () => getShopBus().last('shell:remotes-unavailable')?.remotes
    load.mockResolvedValueOnce(fallbackModule())
    renderView()
    const retry = await screen.findByRole('button', { name: 'Try again' })
    // Said from an effect, which may run after the fallback is on screen (CI once saw it later).
    await waitFor(() => expect(unavailable()).toEqual(['catalog']))
    load.mockResolvedValueOnce({ default: () => <p>mounted after retry</p> })
    await userEvent.click(retry)
    await screen.findByText('mounted after retry')
    expect(unavailable()).toEqual([])
  })

  it("reports a remote it could not load to the edge, with the version and the runtime's error", async () => {
    load.mockResolvedValue(fallbackModule(new TypeError('Failed to fetch')))
    renderView()
    await screen.findByRole('button', { name: 'Try again' })
    // Reported from an effect, which may run after the fallback is on screen.
    await waitFor(() => expect(beacon).toHaveBeenCalledWith('/api/client-errors', expect.any(Blob)))
    expect(await reportsSent(beacon)).toEqual([
      {
        kind: 'remote-load',
        app: 'catalog',
        version: 'v7',
        message: 'TypeError: Failed to fetch',
        path: '/',
      },
    ])
  })

  it('reports a remote that throws while rendering once, however often it is retried', async () => {
    load.mockResolvedValue({ default: Broken })
    renderView()
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }))
    await screen.findByRole('button', { name: 'Try again' })
    expect(load).toHaveBeenCalledTimes(2)
    expect(await reportsSent(beacon)).toEqual([
      {
        kind: 'remote-render',
        app: 'catalog',
        version: 'v7',
        message: 'RangeError: no price for EUR',
        path: '/',
      },
    ])
  })

  it('reports nothing for a remote that mounts', async () => {
    load.mockResolvedValue({ default: () => <p>mounted</p> })
    renderView()
    await screen.findByText('mounted')
    expect(beacon).not.toHaveBeenCalled()
  })

  it('says nothing on the bus about a remote that loads at once', async () => {
    load.mockResolvedValue({ default: () => <p>mounted</p> })
    renderView()
    await screen.findByText('mounted')
    expect(getShopBus().last('shell:remotes-unavailable')).toBeUndefined()
  })

  it('tells assistive technology the section is busy until the remote is mounted', async () => {
    load.mockResolvedValue({ default: () => <p>mounted</p> })
    const { container } = renderView()
    const root = container.querySelector('[data-remote="catalog"]')
    expect(root?.getAttribute('aria-busy')).toBe('true')
    await screen.findByText('mounted')
    expect(root?.getAttribute('aria-busy')).toBe('false')
  })

  it('shows a header fragment that failed as one line with its retry, leaving the page its own heading', async () => {
    load.mockResolvedValue(fallbackModule())
    renderView({ compact: true })
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy()
    expect(screen.queryByRole('heading')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('treats a module without a component as failed rather than rendering nothing', async () => {
    load.mockResolvedValue({ something: 1 })
    renderView()
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('keeps the skeleton until told the page is ready, then mounts the loaded remote', async () => {
    load.mockResolvedValue({ default: () => <p>remote content</p> })
    const view = (ready: boolean) => (
      <I18nextProvider i18n={createI18n('en', ['common'])}>
        <RemoteView remote="catalog" id="catalog/App" props={{}} skeleton={<p>loading</p>} ready={ready} />
      </I18nextProvider>
    )
    const { rerender, container } = render(view(false))
    // The module has loaded and its state settled: only `ready` holds the remote back.
    await act(async () => {})
    expect(load).toHaveBeenCalledTimes(1)
    expect(screen.getByText('loading')).toBeTruthy()
    expect(screen.queryByText('remote content')).toBeNull()
    expect(container.querySelector('[data-remote="catalog"]')?.getAttribute('aria-busy')).toBe('true')
    rerender(view(true))
    expect(await screen.findByText('remote content')).toBeTruthy()
  })
})
