import type { AppName, PublishedVersion } from '@storefront/shared/registry'
import { z } from 'zod'

/** The part of a Module Federation 2 `mf-manifest.json` the document needs. */
const manifestSchema = z.object({
  metaData: z.object({
    remoteEntry: z.object({
      name: z.string().min(1),
      path: z.string().default(''),
      type: z.string().default('global'),
    }),
  }),
})

export interface RemoteEntry {
  /** Path of the remote entry script inside the version's folder. */
  readonly path: string
  /** `module` for an ES module entry (modulepreload), anything else is a classic script. */
  readonly type: string
}

// A published version never changes, so its manifest is read from R2 once per isolate.
const cache = new Map<string, RemoteEntry>()
const cacheLimit = 200

/** Joins a manifest's `path` and `name` without a leading or doubled slash. */
export function joinEntryPath(path: string, name: string): string {
  return [...path.split('/'), name].filter(Boolean).join('/')
}

/** The remote entry of a published version, read from its manifest in R2; null when unreadable. */
export async function remoteEntryOf(
  bucket: R2Bucket,
  app: AppName,
  published: PublishedVersion,
): Promise<RemoteEntry | null> {
  const key = `${app}/${published.version}/${published.manifest}`
  const known = cache.get(key)
  if (known) return known
  const object = await bucket.get(key)
  if (!object) return null
  const parsed = manifestSchema.safeParse(await object.json().catch(() => null))
  if (!parsed.success) return null
  const { name, path, type } = parsed.data.metaData.remoteEntry
  const entry = { path: joinEntryPath(path, name), type }
  if (cache.size >= cacheLimit) cache.clear()
  cache.set(key, entry)
  return entry
}
