import { contractVersion } from '@storefront/shared/contract'
import { getShopBus } from '@storefront/shared/events'
import { loadDictionary, pageNamespaces } from '@storefront/shared/i18n'
import {
  placeholderAttribute,
  startupErrorElementId,
  takeEarlyTokenRequests,
} from '@storefront/shared/registry'
import { createRoot } from 'react-dom/client'
import { readBootstrap } from '../config/bootstrap'
import { reportRemoteFailures } from '../features/error-reports/report-remote-failures'
import { watchUncaughtErrors } from '../features/error-reports/watch-uncaught-errors'
import { chooseRemotes } from '../features/remotes/api/choose-remotes'
import { registeredVersion, registerShopRemotes } from '../features/remotes/api/federation'
import { createSessionManager } from '../features/session/session-manager'
import { createSessionTabs } from '../features/session/session-tabs'
import { messageOf, reportClientError, shellVersion } from '../lib/report-client-error'
import { App } from './app'
import { AppErrorBoundary, ShellErrorPage } from './components/app-error-boundary'
import { warmSharedForRemotes } from './shared-for-remotes'

const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'))
const root = createRoot(container)

watchUncaughtErrors()

async function start() {
  const bootstrap = readBootstrap()
  // Asked for first: the words are the one thing the first render waits for.
  const dictionary = loadDictionary(bootstrap.locale, pageNamespaces)
  // A remote the shell will not mount is a deployment fault no shopper can report: the edge hears of it.
  const remotes = chooseRemotes(bootstrap, contractVersion, ({ name, version, contract, mounting }) => {
    const message = `speaks contract ${contract}, the shell ${contractVersion}: mounting ${mounting ?? 'nothing'}`
    console.warn(`${name} ${version} ${message}`)
    reportClientError({ kind: 'remote-skew', app: name, version, message })
  })
  registerShopRemotes(remotes)
  const bus = getShopBus()
  reportRemoteFailures(bus, registeredVersion)
  const cartContract = remotes.find((remote) => remote.name === 'cart')?.ref.contract
  const session = createSessionManager({
    bus,
    early: takeEarlyTokenRequests(),
    tabs: createSessionTabs(cartContract),
  })
  // Not awaited: the remotes that need them wait for them; the first render does not.
  warmSharedForRemotes().catch(() => undefined)
  await dictionary
  root.render(
    <AppErrorBoundary>
      <App bootstrap={bootstrap} bus={bus} session={session} remotes={remotes} />
    </AppErrorBoundary>,
  )
}

start().catch((error: unknown) => {
  console.error('the shell cannot start', error)
  // The document's own message needs no dictionary, which may be what failed to load. Shown
  // already, its watch saw a script fail and has reported it.
  const documentMessage = document.getElementById(startupErrorElementId)
  const reportedByDocument = documentMessage !== null && !documentMessage.hidden
  if (!reportedByDocument)
    reportClientError({
      kind: 'shell-start',
      app: 'shell',
      version: shellVersion(),
      message: messageOf(error),
    })
  if (documentMessage) {
    container.querySelector(`[${placeholderAttribute}]`)?.remove()
    documentMessage.hidden = false
  } else root.render(<ShellErrorPage />)
})
