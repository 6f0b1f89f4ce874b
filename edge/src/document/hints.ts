import type { AppName, PublishedVersion, RegistryRecord } from '@storefront/shared/registry'
import type { RemoteName } from '@storefront/shared/routes'
import { mountedVersion, shellContractOf } from '../registry/records'
import { assetUrl } from './bootstrap'
import { remoteManifestOf } from './manifest'
import type { Hint } from './render'

/** A module of a remote the page mounts, e.g. `{ app: 'catalog', expose: './App' }`. */
export interface Mount {
  readonly app: RemoteName
  readonly expose: string
}

export interface HintInput {
  readonly bucket: R2Bucket
  readonly assetsOrigin: string
  readonly records: Readonly<Record<AppName, RegistryRecord | null>>
  readonly mounts: readonly Mount[]
}

// Chunks are loaded by the bundler runtime with plain (classic, no-CORS) script elements: a
// preload of the same kind is what the browser hands over instead of fetching again.
const classicScript = (href: string): Hint => ({ rel: 'preload', as: 'script', href })

/**
 * A connection to the commerce API opened while the scripts download: its first call (a CORS
 * preflight, then the data) would otherwise wait for DNS, TCP and TLS after the shell has run.
 * None when the API is served from the page's own origin.
 */
export function apiHints(apiBase: string, pageOrigin: string): Hint[] {
  const { origin } = new URL(apiBase)
  return origin === pageOrigin ? [] : [{ rel: 'preconnect', href: origin }]
}

/**
 * Preload hints for the shell's own start: the chunks its entry fetches at once (bootstrap and
 * shared modules) and the visitor's dictionary, which otherwise wait for the entry to run.
 */
export function shellHints(assetsOrigin: string, shell: PublishedVersion, locale: string): Hint[] {
  const dictionary = shell.dictionaries[locale]
  return [...shell.startup, ...(dictionary ? [dictionary] : [])].map((path) =>
    classicScript(assetUrl(assetsOrigin, 'shell', shell.version, path)),
  )
}

/**
 * Preload hints for the remotes a route mounts: the remote entry script the manifest names (the
 * shell registers it directly, the manifest itself is not fetched by the page), and the scripts
 * and stylesheets of each mounted exposed module. The runtime would ask for the scripts only
 * after the shell and the entry had run, and for the stylesheets only once those scripts had
 * arrived: a round trip more before the remote renders and its data is asked for.
 */
export async function remoteHints(input: HintInput): Promise<Hint[]> {
  const apps = [...new Set(input.mounts.map((mount) => mount.app))]
  const shellContract = shellContractOf(input.records.shell)
  const perRemote = await Promise.all(
    apps.map(async (app): Promise<Hint[]> => {
      const record = input.records[app]
      // The version the shell will mount: one it refuses for its contract is never fetched.
      const published = record && shellContract ? mountedVersion(record, shellContract) : null
      if (!published) return []
      const url = (path: string) => assetUrl(input.assetsOrigin, app, published.version, path)
      const read = await remoteManifestOf(input.bucket, app, published)
      if (!read) return []
      // An ES module remote loads its chunks as modules too; a global one as classic scripts.
      const script = (href: string): Hint =>
        read.entry.type === 'module' ? { rel: 'modulepreload', href } : classicScript(href)
      const exposed = input.mounts
        .filter((mount) => mount.app === app)
        .flatMap((mount) => read.exposes[mount.expose] ?? [])
      const scripts = new Set(exposed.flatMap((files) => files.scripts))
      const styles = new Set(exposed.flatMap((files) => files.styles))
      return [
        ...[read.entry.path, ...scripts].map((path) => script(url(path))),
        ...[...styles].map((path): Hint => ({ rel: 'preload', as: 'style', href: url(path) })),
      ]
    }),
  )
  return perRemote.flat()
}
