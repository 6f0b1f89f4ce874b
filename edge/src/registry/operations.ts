import {
  type AppName,
  type PublishedVersion,
  type RegistryChange,
  type RegistryRecord,
  registryChangesKept,
  remoteNames,
} from '@storefront/shared/registry'
import {
  addVersion,
  assertInOwnFolder,
  assertNotForgotten,
  followShell,
  promote,
  RegistryConflict,
  rememberForgotten,
  rollback,
  shellContractOf,
} from './records'
import { type RegistryStore, readForgotten, readRecord, writeForgotten, writeRecord } from './store'

async function shellContract(store: RegistryStore): Promise<string | undefined> {
  return shellContractOf(await readRecord(store, 'shell'))
}

async function requireRecord(store: RegistryStore, app: AppName): Promise<RegistryRecord> {
  const record = await readRecord(store, app)
  if (!record) throw new RegistryConflict('unknown_version', `${app} has never been published`)
  return record
}

/** Who made a change, and when: kept in the record with what it served before and after. */
export type ChangeAuthor = Pick<RegistryChange, 'by' | 'at'>

/**
 * The record with the change that made it at the head of its trail. Every write of what an app
 * serves or keeps goes through here, so the back office's list shows a publish made from a
 * terminal beside a promote made in it.
 */
function withChange(
  former: RegistryRecord | null,
  record: RegistryRecord,
  change: Pick<RegistryChange, 'action' | 'version'>,
  author: ChangeAuthor,
): RegistryRecord {
  const made: RegistryChange = { ...author, ...change, from: former?.current, to: record.current }
  return { ...record, changes: [made, ...(former?.changes ?? [])].slice(0, registryChangesKept) }
}

/**
 * After the shell's version changed: a remote whose served version the shell can no longer mount
 * serves its newest one that it can. A new contract major otherwise took every remote off the
 * page (their new versions, published first, are refused while the old shell serves) until each
 * was promoted by hand; a shell rolled back takes them back the same way.
 */
async function remotesFollow(
  store: RegistryStore,
  shell: RegistryRecord,
  formerContract: string | undefined,
  author: ChangeAuthor,
): Promise<void> {
  const contract = shellContractOf(shell)
  if (!contract) return
  for (const app of remoteNames) {
    const record = await readRecord(store, app)
    if (!record) continue
    const followed = followShell(record, contract, formerContract)
    if (followed !== record)
      await writeRecord(store, app, withChange(record, followed, { action: 'follow' }, author))
  }
}

/** Writes an app's record; `shellContract` is the shell's before the write, as read for the guard. */
async function written(
  store: RegistryStore,
  app: AppName,
  record: RegistryRecord,
  shellContract: string | undefined,
  author: ChangeAuthor,
): Promise<RegistryRecord> {
  await writeRecord(store, app, record)
  if (app === 'shell') await remotesFollow(store, record, shellContract, author)
  return record
}

/** Registers a version and, unless told otherwise, serves it from now on. */
export async function publishVersion(
  store: RegistryStore,
  app: AppName,
  published: PublishedVersion,
  author: ChangeAuthor,
  options: { promote?: boolean } = {},
): Promise<RegistryRecord> {
  assertInOwnFolder(app, published)
  const before = await shellContract(store)
  const former = await readRecord(store, app)
  const forgotten = await readForgotten(store, app)
  assertNotForgotten(app, former, forgotten, published.version)
  let record = addVersion(former, published)
  if (options.promote ?? true) record = promote(app, record, published.version, before)
  const remembered = rememberForgotten(forgotten, former, record, author.at)
  // The list before the record. Dying between the two writes then leaves a name remembered while
  // the record still holds its version, which the record overrides (`assertNotForgotten`; the
  // sweep keeps what the record names) and the publish run again forgets anew. The other way, the
  // record would drop versions no list remembers: their names published again into folders being
  // swept, and their files swept a day from upload, not from the forgetting.
  if (remembered !== forgotten) await writeForgotten(store, app, remembered)
  const change = { action: 'publish', version: published.version } as const
  return written(store, app, withChange(former, record, change, author), before, author)
}

export async function promoteVersion(
  store: RegistryStore,
  app: AppName,
  version: string,
  author: ChangeAuthor,
): Promise<RegistryRecord> {
  const before = await shellContract(store)
  const former = await requireRecord(store, app)
  const record = promote(app, former, version, before)
  return written(store, app, withChange(former, record, { action: 'promote' }, author), before, author)
}

export async function rollbackApp(
  store: RegistryStore,
  app: AppName,
  author: ChangeAuthor,
): Promise<RegistryRecord> {
  const before = await shellContract(store)
  const former = await requireRecord(store, app)
  const record = rollback(app, former, before)
  return written(store, app, withChange(former, record, { action: 'rollback' }, author), before, author)
}
