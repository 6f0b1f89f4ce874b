import { contractVersion } from '@storefront/shared/contract'
import type { AppName, PublishedVersion, RegistryRecord } from '@storefront/shared/registry'
import { describe, expect, it } from 'vitest'
import { promoteVersion, publishVersion, rollbackApp } from './operations'
import type { RegistryStore } from './store'
import { forgottenKey, readRecord } from './store'

/** The registry's KV namespace, in memory. */
function memoryStore(): RegistryStore {
  const values = new Map<string, string>()
  return {
    get: (async (key: string) => {
      const value = values.get(key)
      return value === undefined ? null : JSON.parse(value)
    }) as unknown as RegistryStore['get'],
    put: async (key: string, value: string) => {
      values.set(key, value)
    },
  } as RegistryStore
}

const author = { by: 'cli:ops', at: '2026-12-01T00:00:00.000Z' }

let clock = 0
const version = (v: string, contract: string): PublishedVersion => ({
  version: v,
  contract,
  // Published one after the other, as a release goes.
  publishedAt: new Date(Date.UTC(2026, 11, 1) + 60_000 * ++clock).toISOString(),
  manifest: 'mf-manifest.json',
  styles: [],
  startup: [],
  dictionaries: {},
})

const served = async (store: RegistryStore, app: AppName) =>
  ((await readRecord(store, app)) as RegistryRecord).current

/** A shop on contract 1, and the catalog's two builds for contract 2, published but refused. */
async function shopBeforeMajor() {
  const store = memoryStore()
  await publishVersion(store, 'shell', version('s1', '1.4.0'), author)
  await publishVersion(store, 'catalog', version('c1', '1.4.0'), author)
  await publishVersion(store, 'cart', version('k1', '1.4.0'), author)
  await expect(publishVersion(store, 'catalog', version('c2', '2.0.0'), author)).rejects.toMatchObject({
    code: 'contract_mismatch',
  })
  await publishVersion(store, 'catalog', version('c2', '2.0.0'), author, { promote: false })
  await publishVersion(store, 'catalog', version('c3', '2.0.0'), author, { promote: false })
  return store
}

describe('a shell moving to another contract major', () => {
  it('takes each remote onto its newest version of the new major', async () => {
    const store = await shopBeforeMajor()
    await publishVersion(store, 'shell', version('s2', '2.0.0'), author)
    expect(await served(store, 'catalog')).toBe('c3')
    // Nothing for contract 2 yet: it stays as it was, and the shell shows its fallback.
    expect(await served(store, 'cart')).toBe('k1')
  })

  it('takes them back when the shell is rolled back', async () => {
    const store = await shopBeforeMajor()
    await publishVersion(store, 'shell', version('s2', '2.0.0'), author)
    await promoteVersion(store, 'catalog', 'c3', author)
    await rollbackApp(store, 'shell', author)
    expect(await served(store, 'shell')).toBe('s1')
    expect(await served(store, 'catalog')).toBe('c1')
  })

  it('leaves the remotes alone when the shell stays on its major', async () => {
    const store = await shopBeforeMajor()
    await publishVersion(store, 'shell', version('s1b', '1.5.0'), author)
    expect(await served(store, 'catalog')).toBe('c1')
    expect((await readRecord(store, 'catalog'))?.previous).toEqual([])
  })
})

describe('a version published but not promoted', () => {
  const otherMajor = `${Number(contractVersion.split('.')[0]) + 1}.0.0`

  it('is not served when the skew guard refuses the first publish of a remote, with no shell yet', async () => {
    const store = memoryStore()
    await expect(publishVersion(store, 'catalog', version('c1', otherMajor), author)).rejects.toThrow(
      /no shell is published/,
    )
    // What the CLI does next: register the refused version all the same.
    await publishVersion(store, 'catalog', version('c1', otherMajor), author, { promote: false })
    expect(await served(store, 'catalog')).toBeUndefined()
    expect((await readRecord(store, 'catalog'))?.versions.c1?.contract).toBe(otherMajor)
  })

  it('is served once the first shell of its major is published', async () => {
    const store = memoryStore()
    await publishVersion(store, 'catalog', version('c1', otherMajor), author, { promote: false })
    await publishVersion(store, 'shell', version('s1', otherMajor), author)
    expect(await served(store, 'catalog')).toBe('c1')
  })

  it('stays unserved on a first publish with --no-promote until promoted, whatever the shell does on its major', async () => {
    const store = memoryStore()
    await publishVersion(store, 'shell', version('s1', '1.4.0'), author)
    await publishVersion(store, 'cart', version('k1', '1.4.0'), author, { promote: false })
    expect(await served(store, 'cart')).toBeUndefined()
    await publishVersion(store, 'shell', version('s2', '1.5.0'), author)
    expect(await served(store, 'cart')).toBeUndefined()
    await promoteVersion(store, 'cart', 'k1', author)
    expect(await served(store, 'cart')).toBe('k1')
  })

  it('leaves a shell published with --no-promote unserved, and the remotes as they were', async () => {
    const store = memoryStore()
    await publishVersion(store, 'shell', version('s1', '1.4.0'), author, { promote: false })
    await publishVersion(store, 'catalog', version('c1', '1.4.0'), author)
    expect(await served(store, 'shell')).toBeUndefined()
    expect(await served(store, 'catalog')).toBe('c1')
  })
})

describe("a record's trail of changes", () => {
  const changesOf = async (store: RegistryStore, app: AppName) => (await readRecord(store, app))?.changes

  it('names every publish, promote and rollback, by whoever made it, newest first', async () => {
    const store = memoryStore()
    const at = (minute: number) => ({ by: 'cli:ann', at: `2026-12-01T00:0${minute}:00.000Z` })
    await publishVersion(store, 'cart', version('k1', '1.4.0'), at(1))
    await publishVersion(store, 'cart', version('k2', '1.4.0'), at(2), { promote: false })
    await promoteVersion(store, 'cart', 'k2', { by: 'admin-uid', at: '2026-12-01T00:03:00.000Z' })
    await rollbackApp(store, 'cart', at(4))
    expect(await changesOf(store, 'cart')).toEqual([
      { ...at(4), action: 'rollback', from: 'k2', to: 'k1' },
      { by: 'admin-uid', at: '2026-12-01T00:03:00.000Z', action: 'promote', from: 'k1', to: 'k2' },
      // Registered, not served: what it served stays, the version is named.
      { ...at(2), action: 'publish', version: 'k2', from: 'k1', to: 'k1' },
      { ...at(1), action: 'publish', version: 'k1', to: 'k1' },
    ])
  })

  it("names the shell's change on each remote it took along", async () => {
    const store = await shopBeforeMajor()
    await publishVersion(store, 'shell', version('s2', '2.0.0'), { by: 'cli:shell-team', at: 'then' })
    expect((await changesOf(store, 'catalog'))?.[0]).toEqual({
      by: 'cli:shell-team',
      at: 'then',
      action: 'follow',
      from: 'c1',
      to: 'c3',
    })
    // Nothing to follow with: no change, no entry.
    expect((await changesOf(store, 'cart'))?.[0]).toMatchObject({ action: 'publish', version: 'k1' })
  })
})

describe('a publish naming files outside its folder', () => {
  it('is refused and registers nothing', async () => {
    const store = memoryStore()
    const outside = { ...version('k1', '1.4.0'), entry: '../k0/remoteEntry.js' }
    await expect(publishVersion(store, 'cart', outside, author)).rejects.toMatchObject({
      code: 'outside_folder',
    })
    expect(await readRecord(store, 'cart')).toBeNull()
  })
})

describe('a publish of a version the registry forgot', () => {
  /** `cart` served from k0, then eleven held back: the oldest of them, k1, is forgotten. */
  async function cartForgettingK1(store: RegistryStore) {
    await publishVersion(store, 'cart', version('k0', '1.4.0'), author)
    for (let n = 1; n <= 11; n++)
      await publishVersion(store, 'cart', version(`k${n}`, '1.4.0'), author, { promote: false })
  }

  it('is refused and changes nothing', async () => {
    const store = memoryStore()
    await cartForgettingK1(store)
    const before = await readRecord(store, 'cart')
    expect(before?.versions).not.toHaveProperty('k1')
    expect(await store.get(forgottenKey('cart'), 'json')).toEqual([{ version: 'k1', forgottenAt: author.at }])
    // The record every page reads does not carry the list.
    expect(await store.get('app:cart', 'json')).not.toHaveProperty('forgotten')
    await expect(publishVersion(store, 'cart', version('k1', '1.4.0'), author)).rejects.toMatchObject({
      code: 'version_forgotten',
    })
    expect(await readRecord(store, 'cart')).toEqual(before)
  })

  it('writes the list before the record, so a publish dying between them leaves the version kept', async () => {
    const store = memoryStore()
    await publishVersion(store, 'cart', version('k0', '1.4.0'), author)
    for (let n = 1; n <= 10; n++)
      await publishVersion(store, 'cart', version(`k${n}`, '1.4.0'), author, { promote: false })
    const before = await readRecord(store, 'cart')
    // The process dies as it writes the record that forgets k1.
    const dying: RegistryStore = {
      get: store.get,
      put: async (key, value) => {
        if (key === 'app:cart') throw new Error('gone')
        return store.put(key, value)
      },
    } as RegistryStore
    await expect(
      publishVersion(dying, 'cart', version('k11', '1.4.0'), author, { promote: false }),
    ).rejects.toThrow('gone')
    expect(await readRecord(store, 'cart')).toEqual(before)
    expect(await store.get(forgottenKey('cart'), 'json')).toEqual([{ version: 'k1', forgottenAt: author.at }])
    // The record still holds k1: it is not forgotten, and the publish run again forgets it anew.
    await publishVersion(store, 'cart', version('k1', '1.4.0'), author, { promote: false })
    const again = { ...author, at: '2026-12-02T00:00:00.000Z' }
    await publishVersion(store, 'cart', version('k11', '1.4.0'), again, { promote: false })
    expect((await readRecord(store, 'cart'))?.versions).not.toHaveProperty('k1')
    expect(await store.get(forgottenKey('cart'), 'json')).toEqual([{ version: 'k1', forgottenAt: again.at }])
  })
})
