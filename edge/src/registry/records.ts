import { contractVersion, isContractCompatible } from '@storefront/shared/contract'
import {
  type AppName,
  type ForgottenVersion,
  type PublishedVersion,
  type RegistryRecord,
  registryForgottenKept,
} from '@storefront/shared/registry'

/** How many earlier versions a record remembers for rollbacks. */
export const historyLength = 10

/** How many published versions a record keeps beside those it serves or could roll back to. */
export const unservedKept = 10

/** Why a registry change was refused; the admin endpoints and the CLI print it. */
export class RegistryConflict extends Error {
  constructor(
    readonly code:
      | 'unknown_version'
      | 'contract_mismatch'
      | 'nothing_to_roll_back'
      | 'version_conflict'
      | 'version_forgotten'
      | 'outside_folder',
    message: string,
  ) {
    super(message)
  }
}

/**
 * Refuses a remote whose contract major differs from the shell's current one (the version-skew
 * guard). Without a shell yet, the contract this code was built with stands in for it, and the
 * refusal says so: naming it the shell's would send the publisher after a shell that is not there.
 */
export function assertCompatible(app: AppName, version: PublishedVersion, shellContract: string | undefined) {
  if (app === 'shell') return
  const reference = shellContract ?? contractVersion
  if (isContractCompatible(version.contract, reference)) return
  const against = shellContract
    ? `the shell speaks ${shellContract}`
    : `no shell is published, so it was checked against this checkout's contract ${contractVersion}`
  throw new RegistryConflict(
    'contract_mismatch',
    `${app}@${version.version} speaks contract ${version.contract}; ${against}`,
  )
}

/** A segment a browser would read as leaving the folder, or as ending the path, once in a URL. */
function leaves(segment: string): boolean {
  let decoded: string
  try {
    // A URL folds `%2e%2e` into `..` as it folds `..`.
    decoded = decodeURIComponent(segment)
  } catch {
    return true
  }
  // A browser drops a tab or a line break anywhere in a URL before reading it: `.\t.` is `..`.
  return decoded === '' || decoded === '.' || decoded === '..' || /[/\\?#\0\t\n\r]/.test(decoded)
}

/**
 * Refuses a version naming a file outside its own folder. The edge makes every URL of a version
 * `{ASSETS_ORIGIN or the page's origin}/_mf/{app}/{version}/{path}`, so a path cannot name another
 * origin; `..` (or `%2e%2e`, a backslash) could still reach another version's folder, whose files are
 * deleted once that version is forgotten (`version-files.ts`), and `?` or `#` would cut the name.
 */
export function assertInOwnFolder(app: AppName, published: PublishedVersion): void {
  const paths = [
    published.manifest,
    published.entry,
    published.placeholder,
    ...published.styles,
    ...published.startup,
    ...Object.values(published.dictionaries),
  ].filter((path): path is string => path !== undefined)
  const outside = paths.filter((path) => path.split('/').some(leaves))
  if (outside.length === 0) return
  throw new RegistryConflict(
    'outside_folder',
    `${app}@${published.version} names files outside its own folder (${outside.join(', ')}): name each by its path inside the build's dist, as a/b.js, with no leading slash, "..", "\\", "?", "#" or address`,
  )
}

function makeCurrent(record: RegistryRecord, version: string): RegistryRecord {
  if (record.current === version) return record
  const earlier = record.current ? [record.current] : []
  const previous = [...earlier, ...record.previous.filter((v) => v !== version)].slice(0, historyLength)
  return { ...record, current: version, previous }
}

/**
 * The record without the versions no one will serve again: every page's document reads the
 * whole record, and one that kept every deploy cost more to read with each (13 ms of CPU at 100
 * versions an app, past a Worker's 10 ms on the free plan). Kept: the one served, those a
 * rollback reaches, and the newest `unservedKept` others (published with `--no-promote`, or
 * waiting for the shell's next contract major). Forgotten as a version is published, not as one
 * is rolled back: the version left can be promoted again until then. The registry remembers each
 * name it forgets under a key of its own (`rememberForgotten`): the name is never published
 * again, and its files are deleted by the publish locally, or a day later by the edge's sweep
 * (`version-files.ts`).
 */
function withoutForgotten(record: RegistryRecord): RegistryRecord {
  const reachable = new Set([...(record.current ? [record.current] : []), ...record.previous])
  const unserved = Object.values(record.versions)
    .filter((published) => !reachable.has(published.version))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
  if (unserved.length <= unservedKept) return record
  const gone = new Set(unserved.slice(unservedKept).map((published) => published.version))
  const versions = Object.fromEntries(
    Object.entries(record.versions).filter(([version]) => !gone.has(version)),
  )
  return { ...record, versions }
}

/**
 * The forgotten list once `after` is written: the versions `before` held that `after` no longer
 * does head it (the newest published first), forgotten `at` (when the record is written), with their digests; the last
 * `registryForgottenKept` are kept. The same list when the write forgets nothing.
 */
export function rememberForgotten(
  forgotten: readonly ForgottenVersion[],
  before: RegistryRecord | null,
  after: RegistryRecord,
  at: string,
): readonly ForgottenVersion[] {
  const remembered = Object.values(before?.versions ?? {})
    .filter((published) => !after.versions[published.version])
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
    .map(
      ({ version, digest }): ForgottenVersion => ({
        version,
        forgottenAt: at,
        ...(digest ? { digest } : {}),
      }),
    )
  if (remembered.length === 0) return forgotten
  const gone = new Set(remembered.map((entry) => entry.version))
  return [...remembered, ...forgotten.filter((entry) => !gone.has(entry.version))].slice(
    0,
    registryForgottenKept,
  )
}

/**
 * Refuses a version name the registry forgot. Its folder may still hold the old build's files,
 * which the sweep lists and then deletes: a file an upload rewrote in between (`mf-manifest.json`,
 * a chunk both builds share) would go from a version then served. And browsers and CDNs keep the
 * old files for a year. Checked by the publish before it uploads. A version the record still
 * holds is not forgotten, whatever the list says: a publish that died between its two writes
 * (the list first, `operations.ts`) left it there, and it forgets it again when run again.
 */
export function assertNotForgotten(
  app: AppName,
  record: RegistryRecord | null,
  forgotten: readonly ForgottenVersion[],
  version: string,
): void {
  if (record?.versions[version]) return
  const entry = forgotten.find((candidate) => candidate.version === version)
  if (!entry) return
  throw new RegistryConflict(
    'version_forgotten',
    `${app}@${version} was published before and the registry forgot it at ${entry.forgottenAt}: its files are being deleted, and browsers and CDNs may keep them for a year; publish this build under a new version (--version)`,
  )
}

/**
 * Records a published version without serving it, a first one too: only `promote` serves, so a
 * version the skew guard refused (or one held back) never reaches a page. The same version
 * published twice must carry the same contract (a version names one build).
 */
export function addVersion(record: RegistryRecord | null, published: PublishedVersion): RegistryRecord {
  if (!record) return { previous: [], versions: { [published.version]: published } }
  const known = record.versions[published.version]
  if (known && known.contract !== published.contract) {
    throw new RegistryConflict(
      'version_conflict',
      `version ${published.version} exists with another contract`,
    )
  }
  return withoutForgotten({
    ...record,
    versions: { ...record.versions, [published.version]: known ?? published },
  })
}

/** Serves a known version from now on; the one it replaces heads the history. */
export function promote(
  app: AppName,
  record: RegistryRecord,
  version: string,
  shellContract: string | undefined,
): RegistryRecord {
  const published = record.versions[version]
  if (!published) throw new RegistryConflict('unknown_version', `${app} has no version ${version}`)
  assertCompatible(app, published, shellContract)
  return makeCurrent(record, version)
}

/** Goes back to the version served before the current one; the current one leaves the history. */
export function rollback(
  app: AppName,
  record: RegistryRecord,
  shellContract: string | undefined,
): RegistryRecord {
  const [target, ...rest] = record.previous
  if (!target) throw new RegistryConflict('nothing_to_roll_back', `${app} has no earlier version`)
  const published = record.versions[target]
  if (!published) throw new RegistryConflict('unknown_version', `${app} has no version ${target}`)
  assertCompatible(app, published, shellContract)
  return { ...record, current: target, previous: rest }
}

/** The contract of the shell's current version, the reference of the skew guard. */
export function shellContractOf(shell: RegistryRecord | null): string | undefined {
  return servedVersion(shell)?.contract
}

/** The version a record serves; none before its first promotion. */
export function servedVersion(record: RegistryRecord | null): PublishedVersion | undefined {
  return record?.current === undefined ? undefined : record.versions[record.current]
}

/**
 * The version of a remote a shell of `shellContract` mounts: the first of the one served and
 * those before it that speaks its major, as the shell picks (`pickCompatible`).
 */
export function mountedVersion(record: RegistryRecord, shellContract: string): PublishedVersion | null {
  // As the document's bootstrap: a remote that serves nothing is not handed to the shell at all.
  const served = servedVersion(record)
  if (!served) return null
  return (
    [served, ...record.previous.map((version) => record.versions[version])].find(
      (published) => published && isContractCompatible(published.contract, shellContract),
    ) ?? null
  )
}

/**
 * A remote taken along when the shell moves to another contract major: it serves its newest
 * registered version of that major (published while the shell spoke the old one, so refused
 * then). Unchanged when what it serves still fits, or when it has no version that does.
 * A remote that serves nothing yet follows only a change of major from `formerContract` (the
 * shell's before; this checkout's when there was none, as the skew guard checked its versions):
 * on the same major, what it registered was held back with `--no-promote` and stays so.
 */
export function followShell(
  record: RegistryRecord,
  shellContract: string,
  formerContract: string | undefined,
): RegistryRecord {
  const served = servedVersion(record)
  if (served && isContractCompatible(served.contract, shellContract)) return record
  if (!served && isContractCompatible(shellContract, formerContract ?? contractVersion)) return record
  const [newest] = Object.values(record.versions)
    .filter((published) => isContractCompatible(published.contract, shellContract))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
  return newest ? makeCurrent(record, newest.version) : record
}
