import { type AppName, appNames, type RegistryRecord } from '@storefront/shared/registry'
import { readForgotten, readRecord } from './store'

/** The R2 calls that delete a version's files: a Workers binding and Miniflare's local bucket fit. */
export type VersionFilesBucket = Pick<R2Bucket, 'list' | 'delete'>

/** R2 lists and deletes at most 1000 keys a call (Workers R2 API reference). */
const keysPerCall = 1000

/**
 * How long the sweep keeps a folder no registered version names. A version forgotten: a day from
 * when it was forgotten, so a tab opened on it before loads its lazy chunks still. A folder the
 * record never named (an upload whose registration failed or has not happened yet): a day from
 * its upload, as a publish uploads before it registers (minutes for `--remote`, one wrangler call
 * a file) and the registry read here may be a minute old (KV). Far past both.
 */
export const unregisteredGraceMs = 24 * 60 * 60 * 1000

/**
 * The folder of one version. The slash is the boundary: `cart/1.0` alone also starts
 * `cart/1.0.1/…`, a version that may well be kept. A version's files are all under its own folder
 * (the same chunk in two versions is two objects), so deleting one never takes another's.
 */
export const versionPrefix = (app: AppName, version: string) => `${app}/${version}/`

/**
 * Deletes the files of one version, those uploaded before `uploadedBefore` when given; answers
 * how many went. A page of keys is deleted before the next is listed, so memory stays one page.
 */
export async function deleteVersionFiles(
  bucket: VersionFilesBucket,
  app: AppName,
  version: string,
  options: { uploadedBefore?: Date } = {},
): Promise<number> {
  const prefix = versionPrefix(app, version)
  let deleted = 0
  let cursor: string | undefined
  do {
    const page = await bucket.list({ prefix, limit: keysPerCall, ...(cursor ? { cursor } : {}) })
    const keys = page.objects
      .filter((object) => !options.uploadedBefore || object.uploaded < options.uploadedBefore)
      .map((object) => object.key)
    if (keys.length > 0) await bucket.delete(keys)
    deleted += keys.length
    cursor = page.truncated ? page.cursor : undefined
  } while (cursor)
  return deleted
}

/** The versions `before` held that `after` no longer does: a publish forgot them. */
export function forgottenVersions(before: RegistryRecord | null, after: RegistryRecord): string[] {
  return Object.keys(before?.versions ?? {}).filter((version) => !after.versions[version])
}

/**
 * Deletes the files of versions a publish just forgot. A failure costs storage, never a page:
 * logged, and the next sweep (`sweepUnregisteredFiles`) finds the folder again.
 */
export async function deleteForgottenFiles(
  bucket: VersionFilesBucket,
  app: AppName,
  versions: readonly string[],
): Promise<number> {
  let total = 0
  for (const version of versions) {
    try {
      const objects = await deleteVersionFiles(bucket, app, version)
      total += objects
      console.info({ event: 'registry_files_deleted', app, version, objects })
    } catch (error) {
      console.warn({ event: 'registry_files_not_deleted', app, version, error: String(error) })
    }
  }
  return total
}

/** The version folders under an app's prefix, as R2 groups keys at `/`. */
async function versionFolders(bucket: Pick<R2Bucket, 'list'>, app: AppName): Promise<string[]> {
  const folders: string[] = []
  let cursor: string | undefined
  do {
    const page = await bucket.list({
      prefix: `${app}/`,
      delimiter: '/',
      limit: keysPerCall,
      ...(cursor ? { cursor } : {}),
    })
    folders.push(...page.delimitedPrefixes.map((prefix) => prefix.slice(app.length + 1, -1)))
    cursor = page.truncated ? page.cursor : undefined
  } while (cursor)
  return folders
}

/**
 * The edge's scheduled sweep: deletes the files of every version folder the app's registry record
 * does not name, once `unregisteredGraceMs` has passed since the version was forgotten (the app's
 * list under `forgotten:{app}`) and since each file was uploaded. It catches what a publish could
 * not delete itself (`--remote`, where wrangler lists nothing; a failed delete; versions forgotten
 * before publishes deleted their files). An app without a readable record is left alone: a
 * damaged record must not read as "no version is kept".
 */
export async function sweepUnregisteredFiles(
  bucket: VersionFilesBucket,
  registry: Pick<KVNamespace, 'get' | 'put'>,
  now: number,
): Promise<void> {
  const cutoff = now - unregisteredGraceMs
  const uploadedBefore = new Date(cutoff)
  for (const app of appNames) {
    try {
      const record = await readRecord(registry, app)
      if (!record) continue
      const entries = await readForgotten(registry, app)
      const forgottenAt = new Map(entries.map((entry) => [entry.version, Date.parse(entry.forgottenAt)]))
      // A tab opened on it before it was forgotten may still load its chunks.
      const justForgotten = (version: string) => (forgottenAt.get(version) ?? 0) >= cutoff
      const unregistered = (await versionFolders(bucket, app)).filter(
        (version) => !record.versions[version] && !justForgotten(version),
      )
      for (const version of unregistered) {
        // A file uploaded after its version was forgotten (by an older checkout) keeps its own day.
        const objects = await deleteVersionFiles(bucket, app, version, { uploadedBefore })
        if (objects > 0) console.info({ event: 'registry_files_deleted', app, version, objects })
      }
    } catch (error) {
      console.warn({ event: 'registry_files_not_deleted', app, error: String(error) })
    }
  }
}
