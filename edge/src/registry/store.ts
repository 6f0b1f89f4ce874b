import {
  type AppName,
  appNames,
  type ForgottenVersion,
  forgottenListSchema,
  type RegistryRecord,
  registryForgottenKept,
  registryRecordSchema,
} from '@storefront/shared/registry'

/**
 * The KV calls the registry needs: a Workers binding, Miniflare's local namespace (the CLI's
 * `--local`) and the wrangler-backed adapter for an account all fit.
 */
export type RegistryStore = Pick<KVNamespace, 'get' | 'put'>

/** The KV key of an app's registry record. */
export const registryKey = (app: AppName) => `app:${app}`

function parseRecord(app: AppName, value: unknown): RegistryRecord | null {
  if (value === null || value === undefined) return null
  const parsed = registryRecordSchema.safeParse(value)
  // A damaged record must not take the whole shop down: that app is served as unpublished.
  if (!parsed.success) console.error(`registry record of ${app} is invalid`, parsed.error.issues)
  return parsed.success ? parsed.data : null
}

export async function readRecord(kv: RegistryStore, app: AppName): Promise<RegistryRecord | null> {
  return parseRecord(app, await kv.get(registryKey(app), 'json'))
}

/** Every app's record in one KV round trip (the document needs them all). */
export async function readAllRecords(kv: KVNamespace): Promise<Record<AppName, RegistryRecord | null>> {
  const values = await kv.get(appNames.map(registryKey), 'json')
  return Object.fromEntries(
    appNames.map((app) => [app, parseRecord(app, values.get(registryKey(app)))]),
  ) as Record<AppName, RegistryRecord | null>
}

export async function writeRecord(kv: RegistryStore, app: AppName, record: RegistryRecord): Promise<void> {
  await kv.put(registryKey(app), JSON.stringify(registryRecordSchema.parse(record)))
}

/**
 * The KV key of the versions an app forgot: apart from the record, which every page's document
 * reads and checks, as only a publish and the daily sweep need the list.
 */
export const forgottenKey = (app: AppName) => `forgotten:${app}`

/**
 * The versions an app forgot, newest first. An unreadable list reads as empty: it costs the
 * memory, never a publish or the sweep of the other apps.
 */
export async function readForgotten(kv: RegistryStore, app: AppName): Promise<readonly ForgottenVersion[]> {
  const own = await kv.get(forgottenKey(app), 'json')
  if (own === null) return []
  const parsed = forgottenListSchema.safeParse(own)
  if (!parsed.success) console.error(`forgotten versions of ${app} are invalid`, parsed.error.issues)
  return parsed.success ? parsed.data : []
}

export async function writeForgotten(
  kv: RegistryStore,
  app: AppName,
  entries: readonly ForgottenVersion[],
): Promise<void> {
  const kept = entries.slice(0, registryForgottenKept)
  await kv.put(forgottenKey(app), JSON.stringify(forgottenListSchema.parse(kept)))
}
