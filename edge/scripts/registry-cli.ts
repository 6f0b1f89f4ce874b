import { userInfo } from 'node:os'
import { resolve } from 'node:path'
import { isContractCompatible } from '@storefront/shared/contract'
import {
  type AppName,
  appNames,
  type PublishedVersion,
  type RegistryRecord,
  versionSchema,
} from '@storefront/shared/registry'
import { type ChangeAuthor, promoteVersion, publishVersion, rollbackApp } from '../src/registry/operations'
import {
  assertInOwnFolder,
  assertNotForgotten,
  RegistryConflict,
  shellContractOf,
} from '../src/registry/records'
import { readForgotten, readRecord } from '../src/registry/store'
import { deleteForgottenFiles, forgottenVersions } from '../src/registry/version-files'
import { contentTypeOf } from '../src/routes/assets/asset-path'
import { parseCommon } from './lib/args'
import { readDist } from './lib/dist'
import { type EdgeStores, openStores } from './lib/stores'

const usage = `usage: registry.mjs <command> [--local | --remote] [--persist-to DIR] [--config wrangler.jsonc]
  publish [DIST] [--version V] [--no-promote]   upload DIST (default ./dist) and register it
  promote <app> <version>                       serve a registered version
  rollback <app>                                serve the version before the current one
  list [app]                                    print what each app serves and keeps`

function appOf(name: string | undefined): AppName {
  if (!name || !(appNames as readonly string[]).includes(name))
    throw new Error(`app must be one of ${appNames.join(', ')}`)
  return name as AppName
}

/** What a record serves, in the CLI's words: a version only registered serves nothing yet. */
function servingOf(app: AppName, record: RegistryRecord): string {
  return record.current
    ? `serving ${record.current}`
    : `serving nothing yet (\`promote ${app} <version>\` serves a registered one)`
}

/**
 * Who the record's trail names for a change made here: `REGISTRY_AUTHOR` (a CI job sets the
 * pipeline or the person it runs for), else the account running the script; `cli:` tells it from
 * an admin's uid in the back office's list.
 */
function cliAuthor(): ChangeAuthor {
  const name = process.env.REGISTRY_AUTHOR?.trim() || userInfo().username
  return { by: `cli:${name}`, at: new Date().toISOString() }
}

async function inBatches<T>(items: T[], size: number, task: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(task))
}

async function publish(
  stores: EdgeStores,
  dir: string,
  options: { version?: string; promote: boolean; remote: boolean },
) {
  const dist = await readDist(dir)
  const version = versionSchema.parse(options.version ?? dist.meta.version ?? dist.hash)
  const app = dist.meta.name
  const before = await readRecord(stores.registry, app)
  const known = before?.versions[version]
  // Before uploading: the sweep may be deleting the forgotten build's files from that folder.
  assertNotForgotten(app, before, await readForgotten(stores.registry, app), version)
  // Browsers and CDNs keep a version's files for a year: new files under a known name would reach
  // some visitors and not others, mixed with the old. Checked before anything is uploaded.
  if (known && (known.digest ?? known.version) !== dist.hash) {
    throw new Error(
      `${app}@${version} is already published with other files; publish these under another version`,
    )
  }
  const published: PublishedVersion = {
    version,
    contract: dist.meta.contract,
    publishedAt: new Date().toISOString(),
    manifest: 'mf-manifest.json',
    styles: dist.meta.styles ?? [],
    startup: dist.meta.startup ?? [],
    dictionaries: dist.meta.dictionaries ?? {},
    digest: dist.hash,
    ...(dist.meta.entry ? { entry: dist.meta.entry } : {}),
    ...(dist.meta.entryType ? { entryType: dist.meta.entryType } : {}),
    ...(dist.meta.placeholder ? { placeholder: dist.meta.placeholder } : {}),
  }
  // The registry would refuse it after the upload, leaving files no version names (and locally
  // nothing ever sweeps them).
  assertInOwnFolder(app, published)
  if (!known) {
    await inBatches(dist.files, options.remote ? 4 : 16, (file) =>
      stores.putAsset(`${app}/${version}/${file.path}`, file.body, contentTypeOf(file.path)),
    )
  }
  try {
    const record = await publishVersion(stores.registry, app, published, cliAuthor(), {
      promote: options.promote,
    })
    const uploaded = known ? 'files already there' : `${dist.files.length} files`
    console.log(`published ${app}@${version} (${uploaded}); ${servingOf(app, record)}`)
    await forgetFiles(stores, app, forgottenVersions(before, record))
  } catch (error) {
    if (!(error instanceof RegistryConflict) || error.code !== 'contract_mismatch') throw error
    // The files are up and the version is known; it just may not be served beside this shell.
    const record = await publishVersion(stores.registry, app, published, cliAuthor(), { promote: false })
    await forgetFiles(stores, app, forgottenVersions(before, record))
    throw new Error(
      `registered ${app}@${version} but did not promote it: ${error.message}. Build it against the shell's contract major; or, moving to that major, publish the shell once every remote has its build registered: promoting the shell serves them`,
    )
  }
}

/**
 * Deletes the files of the versions a publish made the registry forget, once the publish has
 * answered. Locally here; with `--remote` the edge's daily sweep does it (wrangler lists nothing).
 */
async function forgetFiles(stores: EdgeStores, app: AppName, versions: string[]) {
  if (versions.length === 0) return
  const names = versions.join(', ')
  if (!stores.versionFiles) {
    console.log(
      `forgot ${app} ${names}: the edge's daily sweep deletes their files once they have been forgotten a day`,
    )
    return
  }
  const deleted = await deleteForgottenFiles(stores.versionFiles, app, versions)
  console.log(`forgot ${app} ${names}: deleted ${deleted} files`)
}

async function list(stores: EdgeStores, only?: string) {
  const shellContract = shellContractOf(await readRecord(stores.registry, 'shell'))
  let published = 0
  for (const app of only ? [appOf(only)] : appNames) {
    const record = await readRecord(stores.registry, app)
    if (!record) {
      console.log(`${app}: not published`)
      continue
    }
    published++
    console.log(`${app}: ${servingOf(app, record)}; before: ${record.previous.join(', ') || '-'}`)
    for (const v of Object.values(record.versions).sort((a, b) =>
      b.publishedAt.localeCompare(a.publishedAt),
    )) {
      // Kept, but never mounted beside the shell served now: promote refuses it.
      const refused =
        app !== 'shell' && shellContract && !isContractCompatible(v.contract, shellContract)
          ? `  (not servable: the shell speaks ${shellContract})`
          : ''
      console.log(`  ${v.version.padEnd(14)} contract ${v.contract.padEnd(8)} ${v.publishedAt}${refused}`)
    }
  }
  return published
}

export async function main(argv: string[]) {
  const { common, values, positionals } = parseCommon(argv, {
    version: { type: 'string' },
    'no-promote': { type: 'boolean' },
    help: { type: 'boolean' },
  })
  const [command, first, second] = positionals
  if (values.help || !command) return console.log(usage)
  // Said on stderr, apart from the answer: which stack's registry this is, since a second
  // stack keeps its own (STACK_STATE) and an empty one looks like nothing was ever published.
  if (common.target === 'local') console.error(`local registry: ${common.persistTo}`)
  const stores = await openStores(common)
  try {
    if (command === 'publish') {
      const dir = resolve(process.cwd(), first ?? 'dist')
      const version = typeof values.version === 'string' ? values.version : undefined
      await publish(stores, dir, {
        version,
        promote: !values['no-promote'],
        remote: common.target === 'remote',
      })
    } else if (command === 'promote') {
      if (!second) throw new Error('promote needs <app> <version>')
      const record = await promoteVersion(stores.registry, appOf(first), second, cliAuthor())
      console.log(`${first} now serves ${record.current} (before: ${record.previous[0] ?? '-'})`)
    } else if (command === 'rollback') {
      const record = await rollbackApp(stores.registry, appOf(first), cliAuthor()).catch((error: Error) => {
        throw new Error(`${error.message}; \`promote ${first} <version>\` serves any version \`list\` shows`)
      })
      console.log(`${first} rolled back to ${record.current}`)
    } else if (command === 'list') {
      if ((await list(stores, first)) === 0 && common.target === 'local')
        console.error(
          'nothing published here: `npm start` publishes every app (STACK_STATE for a second stack)',
        )
    } else {
      throw new Error(`unknown command ${command}\n${usage}`)
    }
  } finally {
    await stores.dispose()
  }
}
