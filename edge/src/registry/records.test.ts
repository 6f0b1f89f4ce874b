import { contractVersion } from '@storefront/shared/contract'
import {
  type ForgottenVersion,
  type PublishedVersion,
  type RegistryRecord,
  registryForgottenKept,
} from '@storefront/shared/registry'
import { describe, expect, it } from 'vitest'
import {
  addVersion,
  assertInOwnFolder,
  assertNotForgotten,
  followShell,
  historyLength,
  mountedVersion,
  promote,
  RegistryConflict,
  rememberForgotten,
  rollback,
  unservedKept,
} from './records'

const version = (v: string, contract = '1.0.0'): PublishedVersion => ({
  version: v,
  contract,
  publishedAt: '2026-01-01T00:00:00.000Z',
  manifest: 'mf-manifest.json',
  styles: [],
  startup: [],
  dictionaries: {},
})

const otherMajor = `${Number(contractVersion.split('.')[0]) + 1}.0.0`

/** A record serving its first version, as a publish of it without `--no-promote` leaves it. */
function recordWith(first: PublishedVersion, ...later: PublishedVersion[]): RegistryRecord {
  const record = later.reduce(addVersion, addVersion(null, first))
  return promote('cart', record, first.version, first.contract)
}

describe('registry records', () => {
  it('registers a first version without serving it: only a promotion serves', () => {
    const record = addVersion(null, version('1.0.0'))
    expect(record.current).toBeUndefined()
    expect(record).toMatchObject({ previous: [], versions: { '1.0.0': { contract: '1.0.0' } } })
    expect(promote('cart', record, '1.0.0', '1.0.0')).toMatchObject({ current: '1.0.0', previous: [] })
  })

  it('has nothing to roll back to, and mounts nothing, before a first promotion', () => {
    const record = addVersion(null, version('1.0.0'))
    expect(() => rollback('cart', record, '1.0.0')).toThrow(/no earlier version/)
    expect(mountedVersion(record, '1.0.0')).toBeNull()
  })

  it('registers later versions without serving them until promoted', () => {
    const record = recordWith(version('1.0.0'), version('1.1.0'))
    expect(record.current).toBe('1.0.0')
    const promoted = promote('cart', record, '1.1.0', '1.0.0')
    expect(promoted).toMatchObject({ current: '1.1.0', previous: ['1.0.0'] })
  })

  it('refuses the same version published again with another contract', () => {
    const record = recordWith(version('1.0.0'))
    expect(() => addVersion(record, version('1.0.0', '2.0.0'))).toThrow(RegistryConflict)
  })

  it("refuses to promote a remote whose contract major differs from the shell's", () => {
    const record = recordWith(version('1.0.0'), version('2.0.0', '2.0.0'))
    expect(() => promote('cart', record, '2.0.0', '1.3.0')).toThrow(/contract 2\.0\.0.*1\.3\.0/)
    expect(promote('cart', record, '2.0.0', '2.1.0').current).toBe('2.0.0')
  })

  it('lets the shell itself move to a new contract major', () => {
    const record = recordWith(version('1.0.0'), version('2.0.0', '2.0.0'))
    expect(promote('shell', record, '2.0.0', '1.0.0').current).toBe('2.0.0')
  })

  it('refuses to promote an unknown version', () => {
    expect(() => promote('cart', recordWith(version('1.0.0')), '9.9.9', '1.0.0')).toThrow(
      /no version 9\.9\.9/,
    )
  })

  it('rolls back to the previous version and forgets the rolled-back one from the history', () => {
    let record = recordWith(version('1.0.0'), version('1.1.0'), version('1.2.0'))
    record = promote('cart', record, '1.1.0', '1.0.0')
    record = promote('cart', record, '1.2.0', '1.0.0')
    expect(record.previous).toEqual(['1.1.0', '1.0.0'])
    record = rollback('cart', record, '1.0.0')
    expect(record).toMatchObject({ current: '1.1.0', previous: ['1.0.0'] })
    expect(() => rollback('cart', rollback('cart', record, '1.0.0'), '1.0.0')).toThrow(/no earlier version/)
  })

  it('refuses a rollback to a version the shell can no longer run', () => {
    let record = recordWith(version('1.0.0'), version('2.0.0', '2.0.0'))
    record = promote('cart', record, '2.0.0', '2.0.0')
    expect(() => rollback('cart', record, '2.0.0')).toThrow(RegistryConflict)
  })

  it(`keeps at most ${historyLength} earlier versions`, () => {
    let record = recordWith(version('0.0.0'))
    for (let i = 1; i <= historyLength + 5; i++) {
      record = promote('cart', addVersion(record, version(`0.0.${i}`)), `0.0.${i}`, '1.0.0')
    }
    expect(record.previous).toHaveLength(historyLength)
    expect(record.previous[0]).toBe(`0.0.${historyLength + 4}`)
  })

  it(`keeps the versions it serves or rolls back to and the ${unservedKept} newest others, not every deploy`, () => {
    const at = (n: number) => ({
      ...version(`v${n}`),
      publishedAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
    })
    let record = recordWith(at(0))
    // 30 deploys promoted, then 15 published and held back.
    for (let n = 1; n <= 30; n++) record = promote('cart', addVersion(record, at(n)), `v${n}`, '1.0.0')
    for (let n = 31; n <= 45; n++) record = addVersion(record, at(n))
    const kept = Object.keys(record.versions)
    expect(record.current).toBe('v30')
    expect(record.previous).toHaveLength(historyLength)
    for (const version of [record.current, ...record.previous]) expect(kept).toContain(version)
    expect(kept.filter((v) => v !== record.current && !record.previous.includes(v)).sort()).toEqual(
      Array.from({ length: unservedKept }, (_, i) => `v${36 + i}`).sort(),
    )
    // A rollback still reaches the oldest version of the history, and the version it left can be
    // promoted again.
    let back = record
    for (let i = 0; i < historyLength; i++) back = rollback('cart', back, '1.0.0')
    expect(back.current).toBe('v20')
    expect(promote('cart', back, 'v30', '1.0.0').current).toBe('v30')
  })

  it(`remembers each version it forgets, when and with its digest, the ${registryForgottenKept} most recent`, () => {
    const at = (n: number) => ({
      ...version(`v${n}`),
      publishedAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
      digest: `d${n}`,
    })
    // Served: v0; unserved: v1 to v10, then v11 forgets v1.
    let record = recordWith(at(0))
    let forgotten: readonly ForgottenVersion[] = []
    const publish = (n: number, when = at(n).publishedAt) => {
      const after = addVersion(record, at(n))
      forgotten = rememberForgotten(forgotten, record, after, when)
      record = after
    }
    for (let n = 1; n <= unservedKept; n++) publish(n)
    expect(forgotten).toEqual([])
    publish(11, '2026-03-01T00:00:00.000Z')
    expect(forgotten).toEqual([{ version: 'v1', forgottenAt: '2026-03-01T00:00:00.000Z', digest: 'd1' }])
    expect(record.versions).not.toHaveProperty('v1')
    // The document's record carries none of it.
    expect(record).not.toHaveProperty('forgotten')
    expect(() => assertNotForgotten('cart', record, forgotten, 'v1')).toThrow(
      /cart@v1 was published before and the registry forgot it at 2026-03-01T00:00:00\.000Z.*publish this build under a new version/,
    )
    expect(() => assertNotForgotten('cart', record, forgotten, 'v2')).not.toThrow()
    // A publish forgetting nothing leaves the list as it was: nothing to write.
    const same = forgotten
    expect(rememberForgotten(same, record, addVersion(record, at(11)), 'later')).toBe(same)
    publish(12)
    expect(forgotten[0]).toEqual({ version: 'v2', forgottenAt: at(12).publishedAt, digest: 'd2' })
    for (let n = 13; n <= registryForgottenKept + 20; n++) publish(n)
    expect(forgotten).toHaveLength(registryForgottenKept)
    // Newest first; the oldest go.
    expect(forgotten[0]?.version).toBe(`v${registryForgottenKept + 20 - unservedKept}`)
    expect(forgotten.some((entry) => entry.version === 'v1')).toBe(false)
  })

  it('takes a version the record still holds as not forgotten, whatever the list says', () => {
    // A publish that died after writing the list and before the record leaves both.
    const record = recordWith(version('v1'), version('v2'))
    const forgotten = [{ version: 'v2', forgottenAt: '2026-03-01T00:00:00.000Z' }]
    expect(() => assertNotForgotten('cart', record, forgotten, 'v2')).not.toThrow()
    expect(() => assertNotForgotten('cart', record, forgotten, 'v3')).not.toThrow()
    expect(() => assertNotForgotten('cart', recordWith(version('v1')), forgotten, 'v2')).toThrow(/cart@v2/)
  })

  it('takes a promoted version out of the history, so a rollback never lands on the version it leaves', () => {
    let record = recordWith(version('1.0.0'), version('1.1.0'), version('1.2.0'))
    record = promote('cart', record, '1.1.0', '1.0.0')
    record = promote('cart', record, '1.2.0', '1.0.0')
    record = promote('cart', record, '1.1.0', '1.0.0')
    expect(record.current).toBe('1.1.0')
    expect(record.previous).toEqual(['1.2.0', '1.0.0'])
  })

  it('keeps what was recorded of a version published again with the same contract', () => {
    const first = recordWith(version('1.0.0'))
    const again = addVersion(first, { ...version('1.0.0'), publishedAt: '2026-02-02T00:00:00.000Z' })
    // The version names one build: its record (when, which files) does not move on a repeat.
    expect(again.versions['1.0.0']?.publishedAt).toBe('2026-01-01T00:00:00.000Z')
  })

  it("holds a remote to this edge's contract while no shell is published, and says so", () => {
    const record = addVersion(null, version('1.1.0', otherMajor))
    expect(() => promote('cart', record, '1.1.0', undefined)).toThrow(
      `cart@1.1.0 speaks contract ${otherMajor}; no shell is published, so it was checked against this checkout's contract ${contractVersion}`,
    )
  })

  it("names the shell's contract when a shell is published", () => {
    const record = addVersion(null, version('2.0.0', '2.0.0'))
    expect(() => promote('cart', record, '2.0.0', '1.3.0')).toThrow(
      'cart@2.0.0 speaks contract 2.0.0; the shell speaks 1.3.0',
    )
  })
})

describe('a remote that serves nothing yet, when the shell changes', () => {
  const held = addVersion(null, version('1.0.0', '1.0.0'))

  it('stays unserved while the shell stays on the major its version was held back on', () => {
    expect(followShell(held, '1.4.0', '1.2.0').current).toBeUndefined()
  })

  it('serves its newest version of the new major when the shell moves to it', () => {
    const refused = addVersion(addVersion(null, version('2.0.0', '2.0.0')), {
      ...version('2.1.0', '2.1.0'),
      publishedAt: '2026-02-01T00:00:00.000Z',
    })
    expect(followShell(refused, '2.0.0', '1.4.0')).toMatchObject({ current: '2.1.0', previous: [] })
  })

  it("checks against this checkout's contract when there was no shell before", () => {
    const refused = addVersion(null, version('9.0.0', otherMajor))
    expect(followShell(refused, otherMajor, undefined).current).toBe('9.0.0')
    const compatible = addVersion(null, version('1.0.0', contractVersion))
    expect(followShell(compatible, contractVersion, undefined).current).toBeUndefined()
  })
})

describe("a version's files", () => {
  it('may be anywhere inside its own folder', () => {
    const nested = {
      ...version('1.0.0'),
      entry: 'static/js/remoteEntry.0badc0de.js',
      styles: ['static/css/main.1a2b3c4d.css'],
      dictionaries: { it: 'dictionary-it.1c4f09d1.js' },
    }
    expect(() => assertInOwnFolder('cart', nested)).not.toThrow()
  })

  it.each([
    ['entry', { entry: '../../shell/1.0.0/main.js' }],
    ['entry', { entry: '%2e%2e/1.0.1/remoteEntry.js' }],
    ['entry', { entry: 'static\\..\\..\\x.js' }],
    // A browser drops tabs and line breaks from a URL: `.\t.` and `.\n.` reach another version's folder.
    ['entry', { entry: '.\t./1.0.1/remoteEntry.js' }],
    ['styles', { styles: ['.\n./1.0.1/main.css'] }],
    ['placeholder', { placeholder: '/placeholder.html' }],
    ['styles', { styles: ['https://cdn.team.example/main.css'] }],
    ['startup', { startup: ['libraries.js?v=2'] }],
    ['dictionaries', { dictionaries: { it: 'a/./dictionary-it.js' } }],
  ])('are refused when its %s leaves the folder, naming the path', (_, paths) => {
    const published = { ...version('1.0.0'), ...paths }
    const named = Object.values(paths).flatMap((value) =>
      typeof value === 'string' ? [value] : Object.values(value),
    )[0] as string
    expect(() => assertInOwnFolder('cart', published)).toThrow(
      expect.objectContaining({ code: 'outside_folder', message: expect.stringContaining(named) }),
    )
  })
})
