import type { AppName, RegistryRecord } from '@storefront/shared/registry'
import type { RemoteName } from '@storefront/shared/routes'
import { assetUrl } from './bootstrap'
import { remoteEntryOf } from './manifest'
import type { Hint } from './render'

export interface HintInput {
  readonly bucket: R2Bucket
  readonly assetsOrigin: string
  readonly records: Readonly<Record<AppName, RegistryRecord | null>>
  readonly remotes: readonly RemoteName[]
}

/**
 * Preload hints for the remotes a route mounts: the manifest as a CORS fetch (that is how the
 * Module Federation runtime asks for it, so the preloaded response is reused) and the remote
 * entry script the manifest names.
 */
export async function remoteHints(input: HintInput): Promise<Hint[]> {
  const perRemote = await Promise.all(
    input.remotes.map(async (app): Promise<Hint[]> => {
      const record = input.records[app]
      const published = record?.versions[record.current]
      if (!published) return []
      const manifest: Hint = {
        rel: 'preload',
        as: 'fetch',
        crossorigin: true,
        href: assetUrl(input.assetsOrigin, app, published.version, published.manifest),
      }
      const entry = await remoteEntryOf(input.bucket, app, published)
      if (!entry) return [manifest]
      const href = assetUrl(input.assetsOrigin, app, published.version, entry.path)
      const script: Hint =
        entry.type === 'module' ? { rel: 'modulepreload', href } : { rel: 'preload', as: 'script', href }
      return [manifest, script]
    }),
  )
  return perRemote.flat()
}
