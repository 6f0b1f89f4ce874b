import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { main as createAdmin } from './create-admin-cli'
import { openStores } from './lib/stores'
import { readBindingNames } from './lib/wrangler-config'
import { main } from './registry-cli'

const edgeRoot = join(import.meta.dirname, '..')
const fixture = (name: string) => join(edgeRoot, 'test/fixtures', name, 'dist')
const persistTo = mkdtempSync(join(tmpdir(), 'edge-registry-'))
const common = ['--local', '--persist-to', persistTo, '--config', join(edgeRoot, 'wrangler.jsonc')]

async function readBack() {
  const stores = await openStores({ target: 'local', persistTo, config: join(edgeRoot, 'wrangler.jsonc') })
  const registry = stores.registry as KVNamespace
  const result = {
    shell: await registry.get<{
      current: string
      versions: Record<string, { entry?: string; styles: string[]; placeholder?: string }>
    }>('app:shell', 'json'),
    cart: await registry.get<{
      current: string
      previous: string[]
      versions: Record<string, { entry?: string; entryType?: string }>
    }>('app:cart', 'json'),
  }
  await stores.dispose()
  return result
}

/** A file of a published version, read back from the local R2 bucket. */
async function readAsset(key: string): Promise<string | null> {
  const { Miniflare } = await import('miniflare')
  const mf = new Miniflare({
    modules: true,
    script: 'export default { fetch() { return new Response(null) } }',
    r2Buckets: { ASSETS: readBindingNames(join(edgeRoot, 'wrangler.jsonc')).assetsBucket },
    defaultPersistRoot: join(persistTo, 'v3'),
  })
  try {
    const bucket = (await mf.getR2Bucket('ASSETS')) as unknown as R2Bucket
    const object = await bucket.get(key)
    return object ? await object.text() : null
  } finally {
    await mf.dispose()
  }
}

describe('registry CLI on local storage', () => {
  beforeAll(async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await main(['publish', fixture('shell'), ...common])
    await main(['publish', fixture('cart'), ...common])
    await main(['publish', fixture('cart'), '--version', '1.1.0', ...common])
  })
  afterAll(() => rmSync(persistTo, { recursive: true, force: true }))

  it('publishes the shell with its entry and styles read from index.html, and its placeholder', async () => {
    const { shell } = await readBack()
    expect(shell?.current).toBe('1.0.0-fixture')
    expect(shell?.versions['1.0.0-fixture']).toMatchObject({
      entry: 'static/main.1a2b3c4d.js',
      styles: ['static/main.5e6f7a8b.css'],
      placeholder: 'placeholder.0a1b2c3d.html',
    })
    expect(await readAsset('shell/1.0.0-fixture/placeholder.0a1b2c3d.html')).toContain('fixture-placeholder')
  })

  it("records a remote's entry script and its type from the build's manifest", async () => {
    const { cart } = await readBack()
    expect(cart?.versions['1.1.0']).toMatchObject({
      entry: 'static/remoteEntry.0badc0de.js',
      entryType: 'global',
    })
  })

  it('names an unversioned build by its content hash and serves each new publish', async () => {
    const { cart } = await readBack()
    expect(cart?.current).toBe('1.1.0')
    expect(cart?.previous).toEqual([expect.stringMatching(/^[0-9a-f]{12}$/)])
  })

  it('registers but refuses to promote a remote built against another contract major', async () => {
    await expect(main(['publish', fixture('cart-v2'), ...common])).rejects.toThrow(
      /did not promote.*contract 2\.0\.0.*Build it against the shell's contract major/,
    )
    // Listed with the others, marked as what the shell would not mount.
    const lines: string[] = []
    vi.mocked(console.log).mockImplementation((line: string) => lines.push(line))
    await main(['list', 'cart', ...common])
    vi.mocked(console.log).mockImplementation(() => {})
    expect(lines.find((line) => line.includes('2.0.0-fixture'))).toMatch(/not servable: the shell speaks 1\./)
    expect(lines.find((line) => line.includes('1.1.0'))).not.toMatch(/not servable/)
    await expect(main(['promote', 'cart', '2.0.0-fixture', ...common])).rejects.toThrow(/contract/)
    const { cart } = await readBack()
    expect(cart?.current).toBe('1.1.0')
    expect(Object.keys(cart?.versions ?? {})).toContain('2.0.0-fixture')
  })

  it('rolls back and promotes again', async () => {
    await main(['rollback', 'cart', ...common])
    expect((await readBack()).cart?.current).toMatch(/^[0-9a-f]{12}$/)
    // Nothing before the first: the way forward is named.
    await expect(main(['rollback', 'cart', ...common])).rejects.toThrow(
      /no earlier version; `promote cart <version>`/,
    )
    await main(['promote', 'cart', '1.1.0', ...common])
    expect((await readBack()).cart?.current).toBe('1.1.0')
  })

  it('never publishes a known version again with other files, and uploads nothing trying', async () => {
    const entry = 'cart/1.1.0/static/remoteEntry.0badc0de.js'
    const before = await readAsset(entry)
    expect(before).toBeTruthy()
    const changed = mkdtempSync(join(tmpdir(), 'cart-changed-'))
    cpSync(fixture('cart'), changed, { recursive: true })
    const file = join(changed, 'static/remoteEntry.0badc0de.js')
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n// a fix\n`)
    await expect(main(['publish', changed, '--version', '1.1.0', ...common])).rejects.toThrow(
      /cart@1\.1\.0 is already published with other files/,
    )
    expect(await readAsset(entry)).toBe(before)
    // The same files under the same name are fine: a deploy run twice.
    await main(['publish', fixture('cart'), '--version', '1.1.0', ...common])
    expect((await readBack()).cart?.current).toBe('1.1.0')
    rmSync(changed, { recursive: true, force: true })
  })

  it('refuses a dist that lacks a file its manifest names, before uploading anything', async () => {
    const partial = mkdtempSync(join(tmpdir(), 'cart-partial-'))
    cpSync(fixture('cart'), partial, { recursive: true })
    rmSync(join(partial, 'static/remoteEntry.0badc0de.js'))
    await expect(main(['publish', partial, '--version', '1.2.0', ...common])).rejects.toThrow(
      /lacks files its build names \(static\/remoteEntry\.0badc0de\.js\)/,
    )
    // Served, it would fail every page; registered, its version would be taken for good.
    expect((await readBack()).cart?.versions['1.2.0']).toBeUndefined()
    expect(await readAsset('cart/1.2.0/mf-manifest.json')).toBeNull()
    rmSync(partial, { recursive: true, force: true })
  })

  it('refuses a build whose chunks load from elsewhere than its folder, before uploading anything', async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'cart-cdn-'))
    cpSync(fixture('cart'), elsewhere, { recursive: true })
    const manifestPath = join(elsewhere, 'mf-manifest.json')
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
    manifest.metaData.publicPath = 'https://cdn.team.example/cart/'
    writeFileSync(manifestPath, JSON.stringify(manifest))
    await expect(main(['publish', elsewhere, '--version', '1.3.0', ...common])).rejects.toThrow(
      /publicPath "https:\/\/cdn\.team\.example\/cart\/".*build with publicPath 'auto'/,
    )
    expect((await readBack()).cart?.versions['1.3.0']).toBeUndefined()
    expect(await readAsset('cart/1.3.0/mf-manifest.json')).toBeNull()
    rmSync(elsewhere, { recursive: true, force: true })
  })

  it('refuses a build naming a file outside its own folder, before uploading anything', async () => {
    const odd = mkdtempSync(join(tmpdir(), 'cart-odd-'))
    cpSync(fixture('cart'), odd, { recursive: true })
    // A file the dist holds, so only the folder check can stop it: "?" would cut its address.
    writeFileSync(join(odd, 'static/a?b.css'), 'p{}')
    writeFileSync(
      join(odd, 'shop-app.json'),
      JSON.stringify({ name: 'cart', contract: '1.0.0', styles: ['static/a?b.css'] }),
    )
    await expect(main(['publish', odd, '--version', '1.4.0', ...common])).rejects.toThrow(
      /outside its own folder/,
    )
    expect((await readBack()).cart?.versions['1.4.0']).toBeUndefined()
    expect(await readAsset('cart/1.4.0/mf-manifest.json')).toBeNull()
    rmSync(odd, { recursive: true, force: true })
  })

  it('refuses an unknown app and a dist without shop-app.json', async () => {
    await expect(main(['rollback', 'nope', ...common])).rejects.toThrow(/app must be one of/)
    await expect(main(['publish', join(edgeRoot, 'test/fixtures'), ...common])).rejects.toThrow(
      /shop-app\.json is missing/,
    )
  })

  it('creates a SUPER_ADMIN whose profile lands in the admin store', async () => {
    await createAdmin(['--email', 'root@shop.example', '--password', 'pw', '--uid', 'root', ...common])
    const stores = await openStores({ target: 'local', persistTo, config: join(edgeRoot, 'wrangler.jsonc') })
    const profile = await (stores.adminUsers as KVNamespace).get<{ role: string; password: string }>(
      'user:root',
      'json',
    )
    await stores.dispose()
    expect(profile?.role).toBe('SUPER_ADMIN')
    expect(profile?.password).toMatch(/^pbkdf2\$/)
  })
})

describe('registry CLI on a registry with no shell yet', () => {
  const emptyState = mkdtempSync(join(tmpdir(), 'edge-registry-empty-'))
  const config = join(edgeRoot, 'wrangler.jsonc')
  const fresh = ['--local', '--persist-to', emptyState, '--config', config]
  const lines: string[] = []

  async function servedCart(): Promise<string | undefined> {
    const stores = await openStores({ target: 'local', persistTo: emptyState, config })
    const cart = await (stores.registry as KVNamespace).get<{ current?: string }>('app:cart', 'json')
    await stores.dispose()
    return cart?.current
  }

  beforeAll(() => {
    vi.spyOn(console, 'log').mockImplementation((line: string) => lines.push(line))
    vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterAll(() => rmSync(emptyState, { recursive: true, force: true }))

  it("registers a first remote of another major without serving it, naming this checkout's contract", async () => {
    await expect(main(['publish', fixture('cart-v2'), ...fresh])).rejects.toThrow(
      /did not promote.*contract 2\.0\.0; no shell is published, so it was checked against this checkout's contract 1\./,
    )
    expect(await servedCart()).toBeUndefined()
    lines.length = 0
    await main(['list', 'cart', ...fresh])
    expect(lines[0]).toMatch(/^cart: serving nothing yet/)
  })

  it('registers a first publish with --no-promote without serving it, until promoted', async () => {
    await main(['publish', fixture('cart'), '--version', '1.0.0', '--no-promote', ...fresh])
    expect(await servedCart()).toBeUndefined()
    await main(['promote', 'cart', '1.0.0', ...fresh])
    expect(await servedCart()).toBe('1.0.0')
  })
})

describe('registry CLI forgetting versions', () => {
  const state = mkdtempSync(join(tmpdir(), 'edge-registry-forget-'))
  const config = join(edgeRoot, 'wrangler.jsonc')
  const args = ['--local', '--persist-to', state, '--config', config]
  const lines: string[] = []
  // The oldest two unserved versions go at the next publish; 1.0's folder name begins 1.0.1's.
  const unserved = [
    '1.0',
    '1.0-b',
    '1.0.1',
    '1.0.2',
    '1.0.3',
    '1.0.4',
    '1.0.5',
    '1.0.6',
    '1.0.7',
    '1.0.8',
    '1.0.9',
  ]

  async function keys(): Promise<string[]> {
    const { Miniflare } = await import('miniflare')
    const mf = new Miniflare({
      modules: true,
      script: 'export default { fetch() { return new Response(null) } }',
      r2Buckets: { ASSETS: readBindingNames(config).assetsBucket },
      defaultPersistRoot: join(state, 'v3'),
    })
    try {
      const bucket = (await mf.getR2Bucket('ASSETS')) as unknown as R2Bucket
      return (await bucket.list({ prefix: 'cart/' })).objects.map((object) => object.key).sort()
    } finally {
      await mf.dispose()
    }
  }

  beforeAll(async () => {
    vi.spyOn(console, 'log').mockImplementation((line: string) => lines.push(line))
    vi.spyOn(console, 'info').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const stores = await openStores({ target: 'local', persistTo: state, config })
    const published = (version: string, minute: number) => ({
      version,
      contract: '1.0.0',
      publishedAt: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(),
      manifest: 'mf-manifest.json',
      styles: [],
      startup: [],
      dictionaries: {},
    })
    const versions = Object.fromEntries(
      ['served', ...unserved].map((version, minute) => [version, published(version, minute)]),
    )
    await stores.registry.put('app:cart', JSON.stringify({ current: 'served', previous: [], versions }))
    for (const version of ['served', ...unserved]) {
      await stores.putAsset(
        `cart/${version}/mf-manifest.json`,
        new TextEncoder().encode('{}'),
        'application/json',
      )
      await stores.putAsset(
        `cart/${version}/static/a.1a2b3c4d.js`,
        new TextEncoder().encode(''),
        'text/javascript',
      )
    }
    await stores.dispose()
  })
  afterAll(() => rmSync(state, { recursive: true, force: true }))

  it('deletes the files of the versions a publish forgot, and only theirs', async () => {
    await main(['publish', fixture('cart'), '--version', '2.0', '--no-promote', ...args])
    const left = await keys()
    for (const gone of ['1.0', '1.0-b'])
      expect(left.filter((key) => key.startsWith(`cart/${gone}/`))).toEqual([])
    for (const kept of ['served', '1.0.1', '1.0.9'])
      expect(left).toEqual(
        expect.arrayContaining([`cart/${kept}/mf-manifest.json`, `cart/${kept}/static/a.1a2b3c4d.js`]),
      )
    expect(left.some((key) => key.startsWith('cart/2.0/'))).toBe(true)
    expect(lines.at(-1)).toBe('forgot cart 1.0, 1.0-b: deleted 4 files')
  })

  it('refuses a forgotten version published again, before uploading anything', async () => {
    await expect(main(['publish', fixture('cart'), '--version', '1.0', ...args])).rejects.toThrow(
      /cart@1\.0 was published before and the registry forgot it at .*publish this build under a new version/,
    )
    // Uploaded, its files would mix with the forgotten build's, which the sweep deletes.
    expect((await keys()).filter((key) => key.startsWith('cart/1.0/'))).toEqual([])
    const stores = await openStores({ target: 'local', persistTo: state, config })
    const record = await stores.registry.get<{ versions: object }>('app:cart', 'json')
    const forgotten = await stores.registry.get<{ version: string }[]>('forgotten:cart', 'json')
    await stores.dispose()
    expect(record?.versions).not.toHaveProperty('1.0')
    // Under a key of its own, which no page reads.
    expect(record).not.toHaveProperty('forgotten')
    expect(forgotten?.map((entry) => entry.version)).toEqual(['1.0-b', '1.0'])
  })
})

describe("registry CLI in the record's trail", () => {
  const state = mkdtempSync(join(tmpdir(), 'edge-registry-trail-'))
  const config = join(edgeRoot, 'wrangler.jsonc')
  const args = ['--local', '--persist-to', state, '--config', config]

  beforeAll(() => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.stubEnv('REGISTRY_AUTHOR', 'release-bot')
  })
  afterAll(() => {
    vi.unstubAllEnvs()
    rmSync(state, { recursive: true, force: true })
  })

  it('leaves the trace a back-office change leaves: each publish, promote and rollback, by whom', async () => {
    await main(['publish', fixture('cart'), '--version', '1.0.0', ...args])
    await main(['publish', fixture('cart'), '--version', '1.1.0', '--no-promote', ...args])
    await main(['promote', 'cart', '1.1.0', ...args])
    await main(['rollback', 'cart', ...args])
    const stores = await openStores({ target: 'local', persistTo: state, config })
    const record = await (stores.registry as KVNamespace).get<{ changes?: object[] }>('app:cart', 'json')
    await stores.dispose()
    const by = 'cli:release-bot'
    expect(record?.changes).toEqual([
      { by, at: expect.any(String), action: 'rollback', from: '1.1.0', to: '1.0.0' },
      { by, at: expect.any(String), action: 'promote', from: '1.0.0', to: '1.1.0' },
      { by, at: expect.any(String), action: 'publish', version: '1.1.0', from: '1.0.0', to: '1.0.0' },
      { by, at: expect.any(String), action: 'publish', version: '1.0.0', to: '1.0.0' },
    ])
  })
})
