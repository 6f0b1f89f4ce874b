import {
  type AppName,
  type PublishedVersion,
  type RegistryRecord,
  remoteNames,
} from '@storefront/shared/registry'
import { z } from 'zod'
import { publishedFileReader } from './published-files'

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
        // Absent in hand-written manifests; the entry is still readable.
        assets: z
          .object({
            js: z.object({ sync: z.array(z.string()).default([]) }).default({ sync: [] }),
            css: z.object({ sync: z.array(z.string()).default([]) }).default({ sync: [] }),
          })
          .default({ js: { sync: [] }, css: { sync: [] } }),
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

/** The files an exposed module (`./App`) needs before it renders. */
export interface ExposedFiles {
  readonly scripts: readonly string[]
  readonly styles: readonly string[]
}

/** What the document preloads of a published remote. */
export interface RemoteManifest {
  readonly entry: RemoteEntry
  /** By the exposed module's path in `exposes`. */
  readonly exposes: Readonly<Record<string, ExposedFiles>>
}

/** Joins a manifest's `path` and `name` without a leading or doubled slash. */
export function joinEntryPath(path: string, name: string): string {
  return [...path.split('/'), name].filter(Boolean).join('/')
}

/** The remote entry and exposed modules a parsed `mf-manifest.json` names; null when it is not one. */
export function readManifest(json: unknown): RemoteManifest | null {
  const parsed = manifestSchema.safeParse(json)
  if (!parsed.success) return null
  const { name, path, type } = parsed.data.metaData.remoteEntry
  return {
    entry: { path: joinEntryPath(path, name), type },
    exposes: Object.fromEntries(
      parsed.data.exposes.map(({ path, assets }) => [
        path,
        { scripts: assets.js.sync, styles: assets.css.sync },
      ]),
    ),
  }
}

const readManifestFile = publishedFileReader(async (object) =>
  readManifest(await object.json().catch(() => null)),
)

/** The remote entry and exposed modules of a published version, read from its manifest in R2; null when unreadable. */
export async function remoteManifestOf(
  bucket: R2Bucket,
  app: AppName,
  published: PublishedVersion,
): Promise<RemoteManifest | null> {
  return readManifestFile(bucket, `${app}/${published.version}/${published.manifest}`)
}

type Records = Readonly<Record<AppName, RegistryRecord | null>>

/**
 * The registry records with the entry script of every remote version the shell may mount (current
 * and previous) named: versions published before remotes recorded it get it from their manifest
 * (read once per isolate). One whose manifest cannot be read stays without; the shell skips it.
 */
export async function withRemoteEntries(bucket: R2Bucket, records: Records): Promise<Records> {
  const filled = { ...records }
  await Promise.all(
    remoteNames.map(async (app) => {
      const record = records[app]
      if (!record) return
      const served = record.current ? [record.current] : []
      const missing = [...served, ...record.previous].flatMap((version) => {
        const published = record.versions[version]
        return published && !published.entry ? [published] : []
      })
      if (missing.length === 0) return
      const found = await Promise.all(
        missing.map(async (published) => {
          const entry = (await remoteManifestOf(bucket, app, published))?.entry
          return entry ? [{ ...published, entry: entry.path, entryType: entry.type }] : []
        }),
      )
      const versions = { ...record.versions }
      for (const published of found.flat()) versions[published.version] = published
      filled[app] = { ...record, versions }
    }),
  )
  return filled
}
