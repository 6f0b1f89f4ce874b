import { afterEach, describe, expect, it, vi } from 'vitest'
import { testEnv } from '../testing'
import type { RegistryStore } from './store'
import {
  deleteForgottenFiles,
  deleteVersionFiles,
  sweepUnregisteredFiles,
  unregisteredGraceMs,
} from './version-files'

// The storage is shared with the other test files (the document's publish an `account` too):
// these tests name, look at and clear only version folders of their own, `vf-…`.
const put = (key: string) => testEnv.ASSETS.put(key, '')

async function keysUnder(prefix: string): Promise<string[]> {
  const listed = await testEnv.ASSETS.list({ prefix })
  return listed.objects.map((object) => object.key).sort()
}

async function clear() {
  const keys = await keysUnder('account/vf-')
  if (keys.length > 0) await testEnv.ASSETS.delete(keys)
}

/** A registry namespace holding only the account's record and its forgotten list. */
function registryWith(
  versions: string[],
  forgotten: { version: string; forgottenAt: string }[] = [],
): RegistryStore {
  const record = {
    current: versions[0],
    previous: [],
    versions: Object.fromEntries(
      versions.map((version) => [
        version,
        { version, contract: '1.0.0', publishedAt: '2026-01-01T00:00:00.000Z' },
      ]),
    ),
  }
  return {
    get: (async (key: string) =>
      key === 'app:account'
        ? record
        : key === 'forgotten:account'
          ? forgotten
          : null) as unknown as RegistryStore['get'],
    put: async () => {},
  }
}

afterEach(async () => {
  vi.restoreAllMocks()
  await clear()
})

describe("a version's files", () => {
  it('are deleted to the last, and no file of a version whose name begins the same', async () => {
    await Promise.all(
      ['1.0/mf-manifest.json', '1.0/static/a.1a2b3c4d.js', '1.0.1/mf-manifest.json', '1.0-b/x.js'].map(
        (path) => put(`account/vf-${path}`),
      ),
    )
    expect(await deleteVersionFiles(testEnv.ASSETS, 'account', 'vf-1.0')).toBe(2)
    expect(await keysUnder('account/vf-')).toEqual([
      'account/vf-1.0-b/x.js',
      'account/vf-1.0.1/mf-manifest.json',
    ])
  })

  it('are listed and deleted a page at a time, never more than R2 takes in one call', async () => {
    const keys = Array.from({ length: 5 }, (_, i) => `account/vf-paged/${i}.js`)
    await Promise.all(keys.map(put))
    const asked: (number | undefined)[] = []
    const batches: number[] = []
    // R2 may answer fewer keys than asked for: two a page here, and the rest behind the cursor.
    const bucket = {
      list: (options?: R2ListOptions) => {
        asked.push(options?.limit)
        return testEnv.ASSETS.list({ ...options, limit: 2 })
      },
      delete: (batch: string | string[]) => {
        batches.push(Array.isArray(batch) ? batch.length : 1)
        return testEnv.ASSETS.delete(batch)
      },
    }
    expect(await deleteVersionFiles(bucket, 'account', 'vf-paged')).toBe(5)
    expect(batches).toEqual([2, 2, 1])
    expect(asked.every((limit) => limit !== undefined && limit <= 1000)).toBe(true)
    expect(await keysUnder('account/vf-paged/')).toEqual([])
  })

  it('that cannot be deleted cost a log line, not the publish', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'info').mockImplementation(() => {})
    await put('account/vf-2.0/x.js')
    const failing = {
      list: () => Promise.reject(new Error('R2 down')),
      delete: () => Promise.resolve(),
    }
    await expect(deleteForgottenFiles(failing, 'account', ['vf-2.0'])).resolves.toBe(0)
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'registry_files_not_deleted', app: 'account', version: 'vf-2.0' }),
    )
    expect(await deleteForgottenFiles(testEnv.ASSETS, 'account', ['vf-2.0'])).toBe(1)
  })
})

describe('the scheduled sweep', () => {
  const later = () => Date.now() + unregisteredGraceMs + 60_000

  it('deletes the folders the record does not name, once they are a day old', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    await Promise.all(
      ['kept/a.js', 'kept/b/c.js', 'forgotten/a.js', 'forgotten/b/c.js'].map((p) => put(`account/vf-${p}`)),
    )
    const registry = registryWith(['vf-kept'])
    // Uploaded just now: a publish may still be uploading before it registers the version.
    await sweepUnregisteredFiles(testEnv.ASSETS, registry, Date.now())
    expect(await keysUnder('account/vf-')).toHaveLength(4)
    await sweepUnregisteredFiles(testEnv.ASSETS, registry, later())
    expect(await keysUnder('account/vf-')).toEqual(['account/vf-kept/a.js', 'account/vf-kept/b/c.js'])
  })

  it('keeps a forgotten version a day from when it was forgotten, however old its files', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    await Promise.all(['old/a.js', 'old/b/c.js', 'stray/a.js'].map((p) => put(`account/vf-${p}`)))
    const sweptAt = later()
    // Its files a day old, forgotten a minute ago: a tab opened on it still loads its chunks.
    const forgottenAt = new Date(sweptAt - 60_000).toISOString()
    const registry = registryWith(['vf-kept'], [{ version: 'vf-old', forgottenAt }])
    await sweepUnregisteredFiles(testEnv.ASSETS, registry, sweptAt)
    // A folder the record never named still goes a day after its upload.
    expect(await keysUnder('account/vf-')).toEqual(['account/vf-old/a.js', 'account/vf-old/b/c.js'])
    await sweepUnregisteredFiles(
      testEnv.ASSETS,
      registry,
      Date.parse(forgottenAt) + unregisteredGraceMs + 60_000,
    )
    expect(await keysUnder('account/vf-')).toEqual([])
  })

  it('keeps a file uploaded after its version was forgotten a day from its upload', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    await put('account/vf-again/a.js')
    const forgottenAt = new Date(Date.now() - 2 * unregisteredGraceMs).toISOString()
    const registry = registryWith(['vf-kept'], [{ version: 'vf-again', forgottenAt }])
    await sweepUnregisteredFiles(testEnv.ASSETS, registry, Date.now())
    expect(await keysUnder('account/vf-')).toEqual(['account/vf-again/a.js'])
    await sweepUnregisteredFiles(testEnv.ASSETS, registry, later())
    expect(await keysUnder('account/vf-')).toEqual([])
  })

  it('leaves an app alone when its record cannot be read', async () => {
    await put('account/vf-1.0/a.js')
    const unreadable: RegistryStore = {
      get: (async () => ({ versions: 'damaged' })) as unknown as RegistryStore['get'],
      put: async () => {},
    }
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await sweepUnregisteredFiles(testEnv.ASSETS, unreadable, later())
    expect(await keysUnder('account/vf-')).toEqual(['account/vf-1.0/a.js'])
  })
})
