import type { AppName, PublishedVersion, RegistryRecord } from '@storefront/shared/registry'
import { addVersion, promote, RegistryConflict, rollback, shellContractOf } from './records'
import { type RegistryStore, readRecord, writeRecord } from './store'

async function shellContract(store: RegistryStore): Promise<string | undefined> {
  return shellContractOf(await readRecord(store, 'shell'))
}

async function requireRecord(store: RegistryStore, app: AppName): Promise<RegistryRecord> {
  const record = await readRecord(store, app)
  if (!record) throw new RegistryConflict('unknown_version', `${app} has never been published`)
  return record
}

/** Registers a version and, unless told otherwise, serves it from now on. */
export async function publishVersion(
  store: RegistryStore,
  app: AppName,
  published: PublishedVersion,
  options: { promote?: boolean } = {},
): Promise<RegistryRecord> {
  let record = addVersion(await readRecord(store, app), published)
  if (options.promote ?? true) record = promote(app, record, published.version, await shellContract(store))
  await writeRecord(store, app, record)
  return record
}

export async function promoteVersion(
  store: RegistryStore,
  app: AppName,
  version: string,
): Promise<RegistryRecord> {
  const record = promote(app, await requireRecord(store, app), version, await shellContract(store))
  await writeRecord(store, app, record)
  return record
}

export async function rollbackApp(store: RegistryStore, app: AppName): Promise<RegistryRecord> {
  const record = rollback(app, await requireRecord(store, app), await shellContract(store))
  await writeRecord(store, app, record)
  return record
}
