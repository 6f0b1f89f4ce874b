import { describe, expect, it } from 'vitest'
import {
  bootstrapSchema,
  forgottenListSchema,
  pickCompatible,
  registryRecordSchema,
  versionSchema,
} from './index'

const ref = (version: string, contract: string) => ({
  version,
  contract,
  manifestUrl: `/_mf/catalog/${version}/mf-manifest.json`,
  entryUrl: `/_mf/catalog/${version}/remoteEntry.js`,
})

describe('pickCompatible', () => {
  it('mounts the current version when its contract major matches', () => {
    expect(
      pickCompatible({ current: ref('2', '1.3.0'), previous: [ref('1', '1.0.0')] }, '1.0.0')?.version,
    ).toBe('2')
  })

  it('falls back to the newest compatible previous version on skew', () => {
    const choice = { current: ref('3', '2.0.0'), previous: [ref('2', '1.1.0'), ref('1', '1.0.0')] }
    expect(pickCompatible(choice, '1.0.0')?.version).toBe('2')
  })

  it('passes over a version whose entry the edge could not name', () => {
    const { entryUrl: _, ...unreadable } = ref('2', '1.1.0')
    const choice = { current: unreadable, previous: [ref('1', '1.0.0')] }
    expect(pickCompatible(choice, '1.0.0')?.version).toBe('1')
    expect(pickCompatible({ current: unreadable, previous: [] }, '1.0.0')).toBeNull()
  })

  it('mounts nothing when no version is compatible or none is registered', () => {
    expect(pickCompatible({ current: ref('3', '2.0.0'), previous: [] }, '1.0.0')).toBeNull()
    expect(pickCompatible(undefined, '1.0.0')).toBeNull()
  })
})

describe('registry shapes', () => {
  it('refuses versions that could escape their folder', () => {
    expect(versionSchema.safeParse('1.2.3').success).toBe(true)
    expect(versionSchema.safeParse('..').success).toBe(false)
    expect(versionSchema.safeParse('a/b').success).toBe(false)
  })

  it('defaults the manifest path and the file lists of a version published before they were recorded', () => {
    const record = registryRecordSchema.parse({
      current: '1',
      previous: [],
      versions: { '1': { version: '1', contract: '1.0.0', publishedAt: '2026-01-01T00:00:00Z' } },
    })
    expect(record.versions['1']).toMatchObject({
      manifest: 'mf-manifest.json',
      styles: [],
      startup: [],
      dictionaries: {},
    })
  })

  it('reads a record written before changes were kept, and keeps the changes of a newer one', () => {
    const older = { current: '1', previous: [], versions: {} }
    expect(registryRecordSchema.safeParse(older).success).toBe(true)
    const change = { at: '2026-01-01T00:00:00.000Z', by: 'ann', action: 'rollback', from: '2', to: '1' }
    expect(registryRecordSchema.parse({ ...older, changes: [change] }).changes).toEqual([change])
    // A change this version cannot read costs the history, not the app: the record still serves.
    const unread = registryRecordSchema.safeParse({ ...older, changes: [{ ...change, action: 'delete' }] })
    expect(unread.success).toBe(true)
    expect(unread.data).toMatchObject({ current: '1' })
    expect(unread.data?.changes).toBeUndefined()
  })

  it('reads a record that still holds the forgotten versions, dropping them, and keeps the list under its own key', () => {
    const older = { current: '1', previous: [], versions: {} }
    const forgotten = [
      { version: '0.9', forgottenAt: '2026-12-08T00:00:00.000Z', digest: '0123456789ab' },
      { version: '0.8', forgottenAt: '2026-12-07T00:00:00.000Z' },
    ]
    // Written while the record held the list: read, served, and the list left out of every page.
    const held = registryRecordSchema.safeParse({ ...older, forgotten })
    expect(held.data).toMatchObject({ current: '1' })
    expect(held.data).not.toHaveProperty('forgotten')
    expect(forgottenListSchema.parse(forgotten)).toEqual(forgotten)
    expect(forgottenListSchema.safeParse([{ version: '0.9', forgottenAt: 'soon' }]).success).toBe(false)
    // A field a newer edge adds is dropped, not refused: an older edge keeps serving the record.
    const newer = registryRecordSchema.safeParse({ ...older, laterField: [{ any: 1 }] })
    expect(newer.data).toMatchObject({ current: '1' })
    expect(newer.data).not.toHaveProperty('laterField')
  })

  it('validates the document bootstrap', () => {
    const valid = {
      contract: '1.0.0',
      locale: 'it',
      market: { id: 'mkItalyxxx', code: 'it', country: 'IT', currency: 'EUR', prefix: '/italy/eur/it' },
      apiBase: 'http://localhost:8788/api',
      remotes: { catalog: { current: ref('1', '1.0.0'), previous: [] } },
    }
    expect(bootstrapSchema.safeParse(valid).success).toBe(true)
    expect(bootstrapSchema.safeParse({ ...valid, locale: 'pt' }).success).toBe(false)
  })

  it('takes the searched attributes only as a filter predicate starts', () => {
    const valid = {
      contract: '1.8.0',
      locale: 'it',
      market: { id: 'mkItalyxxx', code: 'it', country: 'IT', currency: 'EUR', prefix: '/italy/eur/it' },
      apiBase: 'http://localhost:8788/api',
      remotes: {},
    }
    expect(bootstrapSchema.parse({ ...valid, searchAttributes: 'name_or_code' }).searchAttributes).toBe(
      'name_or_code',
    )
    expect(bootstrapSchema.safeParse(valid).success).toBe(true)
    // A second filter smuggled in, or half a name, would break every search.
    for (const searchAttributes of ['name_or_code_', 'name]=x&filter[q][code', 'Name', ''])
      expect(bootstrapSchema.safeParse({ ...valid, searchAttributes }).success, searchAttributes).toBe(false)
  })
})
