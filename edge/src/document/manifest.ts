import type { AppName, PublishedVersion } from '@storefront/shared/registry'
import { z } from 'zod'

/** The parts of a Module Federation 2 `mf-manifest.json` the document needs. */
const manifestSchema = z.object({
  metaData: z.object({
    remoteEntry: z.object({
      name: z.string().min(1),
      path: z.string().default(''),
      type: z.string().default('global'),
    }),
  }),
  exposes: z
    .array(
      z.object({
        path: z.string(),
        assets: z.object({ js: z.object({ sync: z.array(z.string()).default([]) }) }),
      }),
    )
    .default([]),
})

export interface RemoteEntry {
  /** Path of the remote entry script inside the version's folder. */
  readonly path: string
  /** `module` for an ES module entry (modulepreload), anything else is a classic script. */
  readonly type: string
}

/** What the document preloads of a published remote. */
export interface RemoteManifest {
  readonly entry: RemoteEntry
  /** The scripts an exposed module (`./App`) needs before it runs, by its path in `exposes`. */
  readonly exposes: Readonly<Record<string, readonly string[]>>
}

// A published version never changes, so its manifest is read from R2 once per isolate.
const cache = new Map<string, RemoteManifest>()
const cacheLimit = 200

/** Joins a manifest's `path` and `name` without a leading or doubled slash. */
export function joinEntryPath(path: string, name: string): string {
  return [...path.split('/'), name].filter(Boolean).join('/')
}

/** The remote entry and exposed modules of a published version, read from its manifest in R2; null when unreadable. */
export async function remoteManifestOf(
  bucket: R2Bucket,
  app: AppName,
  published: PublishedVersion,
): Promise<RemoteManifest | null> {
  const key = `${app}/${published.version}/${published.manifest}`
  const known = cache.get(key)
  if (known) return known
  const object = await bucket.get(key)
  if (!object) return null
  const parsed = manifestSchema.safeParse(await object.json().catch(() => null))
  if (!parsed.success) return null
  const { name, path, type } = parsed.data.metaData.remoteEntry
  const manifest: RemoteManifest = {
    entry: { path: joinEntryPath(path, name), type },
    exposes: Object.fromEntries(parsed.data.exposes.map((expose) => [expose.path, expose.assets.js.sync])),
  }
  if (cache.size >= cacheLimit) cache.clear()
  cache.set(key, manifest)
  return manifest
}
