import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { RegistryStore } from '../../src/registry/store'
import type { VersionFilesBucket } from '../../src/registry/version-files'
import { type CommonOptions, edgeRoot } from './args'
import { readBindingNames } from './wrangler-config'

const run = promisify(execFile)

/** Where the scripts write: the registry and admin profiles (KV) and the assets (R2). */
export interface EdgeStores {
  registry: RegistryStore
  adminUsers: Pick<KVNamespace, 'get' | 'put'>
  putAsset(key: string, body: Uint8Array, contentType: string): Promise<void>
  /**
   * The bucket's list and delete, where the scripts can reach them: locally only. Wrangler lists
   * no bucket, so with `--remote` the edge's daily sweep deletes what a publish forgot.
   */
  versionFiles: VersionFilesBucket | null
  dispose(): Promise<void>
}

// Miniflare reaches its workerd over a local socket; on a loaded machine a call now and then
// fails with workerd's "Network connection lost" before anything was written. And the running
// `wrangler dev` shares the same SQLite files: a write that meets its lock fails with SQLITE_BUSY
// (seen once in CI, publishing while the edge served a page). When workerd meets the lock
// itself, its log says SQLITE_BUSY but the call fails with "internal error; reference = …" alone
// (a journey's `registry list`, once). Such a call is safe to repeat: puts overwrite, gets read.
const transient = /network connection lost|SQLITE_BUSY|database is locked|internal error; reference =/i

/** `call`, repeated a few times, a little later each time, while it fails in a way that passes. */
export async function retryTransient<T>(call: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call()
    } catch (error) {
      if (attempt >= attempts || !transient.test(String(error))) throw error
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt))
    }
  }
}

/** Every method of `target`, retried on transient connection losses. */
function withRetries<T extends object>(target: T): T {
  return new Proxy(target, {
    get(object, name) {
      const value = Reflect.get(object, name)
      return typeof value === 'function'
        ? (...args: unknown[]) => retryTransient(() => value.apply(object, args))
        : value
    },
  })
}

/**
 * `wrangler dev --persist-to X` keeps its state under `X/v3`, each namespace and bucket under
 * its id and name from wrangler.jsonc; Miniflare with the same root and names reads and writes
 * exactly the same data, in one process instead of one wrangler call per file.
 */
async function openLocal(options: CommonOptions): Promise<EdgeStores> {
  const { Miniflare } = await import('miniflare')
  const names = readBindingNames(options.config)
  const mf = new Miniflare({
    modules: true,
    script: 'export default { fetch() { return new Response(null, { status: 404 }) } }',
    r2Buckets: { ASSETS: names.assetsBucket },
    kvNamespaces: names.kv,
    defaultPersistRoot: join(options.persistTo, 'v3'),
  })
  const assets = (await mf.getR2Bucket('ASSETS')) as unknown as R2Bucket
  const registry = await mf.getKVNamespace('REGISTRY')
  const adminUsers = await mf.getKVNamespace('ADMIN_USERS')
  return {
    registry: withRetries(registry) as unknown as RegistryStore,
    adminUsers: withRetries(adminUsers) as unknown as EdgeStores['adminUsers'],
    putAsset: async (key, body, contentType) => {
      await retryTransient(() => assets.put(key, body, { httpMetadata: { contentType } }))
    },
    versionFiles: withRetries(assets),
    dispose: () => mf.dispose(),
  }
}

const wrangler = join(edgeRoot, '../node_modules/.bin/wrangler')

async function wranglerRun(args: string[], options: CommonOptions): Promise<string> {
  const { stdout } = await run(wrangler, [...args, '--config', options.config], {
    maxBuffer: 64 * 1024 * 1024,
  })
  return stdout
}

/** A KV namespace of the account, through `wrangler kv key get/put --remote`. */
function remoteKv(binding: string, options: CommonOptions): Pick<KVNamespace, 'get' | 'put'> {
  const get = async (key: string, type?: unknown) => {
    // A missing key is "not published"; any other failure (credentials, network) must stop the
    // command, or a publish would start a fresh record over the existing history.
    const value = await wranglerRun(
      ['kv', 'key', 'get', key, '--binding', binding, '--remote', '--text'],
      options,
    ).catch((error: Error) => {
      if (/not found/i.test(error.message)) return null
      throw error
    })
    if (value === null || value === '' || /^Value not found/i.test(value)) return null
    return type === 'json' ? JSON.parse(value) : value
  }
  const put = async (key: string, value: unknown) => {
    await wranglerRun(['kv', 'key', 'put', key, String(value), '--binding', binding, '--remote'], options)
  }
  return { get, put } as unknown as Pick<KVNamespace, 'get' | 'put'>
}

/** The account's bucket and namespaces, through wrangler (it holds the credentials). */
async function openRemote(options: CommonOptions): Promise<EdgeStores> {
  const bucket = readBindingNames(options.config).assetsBucket
  const { mkdtemp, writeFile, rm } = await import('node:fs/promises')
  const { tmpdir } = await import('node:os')
  return {
    registry: remoteKv('REGISTRY', options),
    adminUsers: remoteKv('ADMIN_USERS', options),
    putAsset: async (key, body, contentType) => {
      const dir = await mkdtemp(join(tmpdir(), 'edge-upload-'))
      const file = join(dir, 'object')
      await writeFile(file, body)
      await wranglerRun(
        [
          'r2',
          'object',
          'put',
          `${bucket}/${key}`,
          '--file',
          file,
          '--content-type',
          contentType,
          '--remote',
        ],
        options,
      )
      await rm(dir, { recursive: true, force: true })
    },
    versionFiles: null,
    dispose: async () => {},
  }
}

export function openStores(options: CommonOptions): Promise<EdgeStores> {
  return options.target === 'remote' ? openRemote(options) : openLocal(options)
}
