import { dictionaries } from '@storefront/shared/i18n/dictionaries'
import { bootstrapElementId, placeholderAttribute, startupErrorElementId } from '@storefront/shared/registry'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { previousVersion, remoteChoice, sampleBootstrap } from '../testing/sample-bootstrap'

// Hoisted: each test imports the bootstrap anew, and with it these modules, which must stay the same mocks.
const spies = vi.hoisted(() => ({ loadDictionary: vi.fn(), reportClientError: vi.fn() }))

vi.mock('@storefront/shared/i18n', async (importOriginal) => {
  const real = await importOriginal<typeof import('@storefront/shared/i18n')>()
  spies.loadDictionary.mockImplementation(real.loadDictionary)
  return { ...real, loadDictionary: spies.loadDictionary }
})
vi.mock('../lib/report-client-error', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/report-client-error')>()),
  reportClientError: spies.reportClientError,
}))
vi.mock('../features/error-reports/watch-uncaught-errors', () => ({ watchUncaughtErrors: () => undefined }))
vi.mock('../features/remotes/api/federation', () => ({
  registerShopRemotes: () => undefined,
  registeredVersion: () => undefined,
}))
vi.mock('./app', () => ({ App: () => <p>the shop</p> }))

/** The document as the edge serves it: the placeholder in the root, and its own message hidden. */
function serveDocument({
  bootstrap = true,
  message = 'hidden' as 'hidden' | 'shown' | 'none',
  data = sampleBootstrap(),
} = {}) {
  document.documentElement.lang = 'it'
  document.body.innerHTML = `
    ${bootstrap ? `<script id="${bootstrapElementId}" type="application/json">${JSON.stringify(data)}</script>` : ''}
    <div id="root"><div ${placeholderAttribute}>placeholder</div></div>
    ${message === 'none' ? '' : `<div id="${startupErrorElementId}" role="alert"${message === 'hidden' ? ' hidden' : ''}><a href="/">Riprova</a></div>`}`
}

async function startShell() {
  await act(async () => {
    await import('./bootstrap')
  })
}

const placeholder = () => document.querySelector(`[${placeholderAttribute}]`)
const documentMessage = () => document.getElementById(startupErrorElementId)

beforeEach(() => {
  vi.resetModules()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => {
  document.body.innerHTML = ''
  document.documentElement.lang = ''
})

describe('the shell’s start', () => {
  it('renders the shop only once the page’s words are there', async () => {
    let arrive: () => void = () => undefined
    spies.loadDictionary.mockReturnValueOnce(
      new Promise<void>((resolve) => {
        arrive = resolve
      }),
    )
    serveDocument()
    await startShell()
    expect(screen.queryByText('the shop')).toBeNull()
    expect(placeholder()).not.toBeNull()
    await act(async () => arrive())
    expect(await screen.findByText('the shop')).toBeTruthy()
    expect(spies.loadDictionary).toHaveBeenCalledWith('it', expect.arrayContaining(['common']))
  })

  it('shows the document’s own message in place of the placeholder when the page’s words cannot load, and reports it', async () => {
    spies.loadDictionary.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    serveDocument()
    await startShell()
    await waitFor(() => expect(documentMessage()?.hidden).toBe(false))
    expect(placeholder()).toBeNull()
    expect(screen.queryByText('the shop')).toBeNull()
    expect(spies.reportClientError).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ kind: 'shell-start', app: 'shell', message: 'TypeError: Failed to fetch' }),
    )
  })

  it('reports a remote it will not mount for its contract, with what it mounts instead', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const data = sampleBootstrap({
      remotes: { catalog: remoteChoice('catalog', '9.0.0', [previousVersion('catalog', '1.2.0')]) },
    })
    serveDocument({ data })
    await startShell()
    // Shoppers see the older catalog (or not-found): only the report tells the team.
    expect(spies.reportClientError).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'remote-skew',
        app: 'catalog',
        version: 'v2',
        message: expect.stringMatching(/9\.0\.0.*mounting v1/),
      }),
    )
  })

  it('does not report again a failure the document already shows, since its own watch reported it', async () => {
    serveDocument({ bootstrap: false, message: 'shown' })
    await startShell()
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith('the shell cannot start', expect.anything()),
    )
    expect(documentMessage()?.hidden).toBe(false)
    expect(spies.reportClientError).not.toHaveBeenCalled()
  })

  it('shows its own error page, whose retry loads the page again, when the document has no message', async () => {
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    serveDocument({ bootstrap: false, message: 'none' })
    await startShell()
    expect(
      await screen.findByRole('heading', { level: 1, name: dictionaries.it.common.errorPage.title }),
    ).toBeTruthy()
    expect(spies.reportClientError).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ kind: 'shell-start', message: expect.stringContaining('BootstrapError') }),
    )
    await userEvent.click(screen.getByRole('button', { name: dictionaries.it.common.errorPage.retry }))
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
