import {
  loadRemote,
  type ModuleFederationRuntimePlugin,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime'
import { RetryPlugin } from '@module-federation/retry-plugin'
import type { ChosenRemote } from './choose-remotes'
import { entryScriptPlugin } from './entry-script-plugin'
import { fallbackPlugin, isFallbackModule } from './fallback-plugin'
import { retrySharedPlugin } from './retry-shared-plugin'

let registered: readonly ChosenRemote[] = []

// By entry script, not manifest: the edge already read the manifest, so the page skips a fetch
// per remote, and the build leaves out the runtime's snapshot code (defineApp's disableSnapshot).
const remoteOf = ({ name, ref }: ChosenRemote) => ({
  name,
  entry: ref.entryUrl,
  ...(ref.entryType ? { type: ref.entryType } : {}),
})

/**
 * Registers the chosen remotes with the federation instance the build created, with the
 * runtime plugins: retries for network errors (entry scripts and chunks), then a fallback, and
 * a time limit and CORS (from another origin) for remote entries. Every instance, the remotes'
 * own included, may fetch a shared module again after its download failed.
 */
export function registerShopRemotes(remotes: readonly ChosenRemote[]): void {
  const retry = RetryPlugin({
    // One retry rides out a dropped connection; more keeps a dead remote's skeleton up for seconds.
    script: { retryTimes: 1, retryDelay: 300 },
  }) as unknown as ModuleFederationRuntimePlugin
  registerGlobalPlugins([retrySharedPlugin()])
  registerPlugins([retry, fallbackPlugin(), entryScriptPlugin()])
  registerRemotes(remotes.map(remoteOf))
  registered = remotes
}

/** The version of a remote the page registered, for ops and journeys to see what is mounted. */
export function registeredVersion(name: string): string | undefined {
  return registered.find((candidate) => candidate.name === name)?.ref.version
}

/**
 * Loads an exposed module, e.g. `catalog/App`; a failed load resolves to the fallback module.
 * A failed load also forgets the remote (`bustRemote`): the bundler keeps a module that threw
 * in its module cache, half run, so when a chunk one of its imports needed had failed, the
 * remote's next load (a retry, the page shown again) handed out its missing exports
 * (`Cannot read properties of undefined`). A fresh entry starts with an empty cache.
 */
export async function loadExposed(id: string): Promise<unknown> {
  const module = await loadRemote(id)
  if (isFallbackModule(module)) bustRemote(id.split('/')[0] ?? id)
  return module
}

/**
 * Forgets what the runtime cached for a remote (its entry, its container and the modules it
 * ran) so the next `loadExposed` fetches and runs it again.
 */
export function bustRemote(name: string): void {
  const remote = registered.find((candidate) => candidate.name === name)
  if (remote) registerRemotes([remoteOf(remote)], { force: true })
}
