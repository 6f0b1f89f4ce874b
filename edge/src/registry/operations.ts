import {
  type AppName,
  type PublishedVersion,
  type RegistryRecord,
  remoteNames,
} from '@storefront/shared/registry'
import { addVersion, followShell, promote, RegistryConflict, rollback, shellContractOf } from './records'
import { type RegistryStore, readRecord, writeRecord } from './store'

async function shellContract(store: RegistryStore): Promise<string | undefined> {
  return shellContractOf(await readRecord(store, 'shell'))
}

async function requireRecord(store: RegistryStore, app: AppName): Promise<RegistryRecord> {
  const record = await readRecord(store, app)
  if (!record) throw new RegistryConflict('unknown_version', `${app} has never been published`)
  return record
}

/**
 * After the shell's version changed: a remote whose served version the shell can no longer mount
 * serves its newest one that it can. A new contract major otherwise took every remote off the
 * page (their new versions, published first, are refused while the old shell serves) until each
 * was promoted by hand; a shell rolled back takes them back the same way.
 */
async function remotesFollow(store: RegistryStore, shell: RegistryRecord): Promise<void> {
  const contract = shellContractOf(shell)
  if (!contract) return
  for (const app of remoteNames) {
    const record = await readRecord(store, app)
    if (!record) continue
    const followed = followShell(record, contract)
    if (followed !== record) await writeRecord(store, app, followed)
  }
}

async function written(store: RegistryStore, app: AppName, record: RegistryRecord): Promise<RegistryRecord> {
  await writeRecord(store, app, record)
  if (app === 'shell') await remotesFollow(store, record)
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
  return written(store, app, record)
}

export async function promoteVersion(
  store: RegistryStore,
  app: AppName,
  version: string,
): Promise<RegistryRecord> {
  const record = promote(app, await requireRecord(store, app), version, await shellContract(store))
  return written(store, app, record)
}

export async function rollbackApp(store: RegistryStore, app: AppName): Promise<RegistryRecord> {
  const record = rollback(app, await requireRecord(store, app), await shellContract(store))
  return written(store, app, record)
}
