import { describe, expect, it } from 'vitest'
import { readManifest } from './manifest'

const manifest = (remoteEntry: Record<string, string>, exposes?: unknown[]) => ({
  metaData: { remoteEntry },
  ...(exposes ? { exposes } : {}),
})

describe('readManifest', () => {
  it('finds a remote entry kept in a folder, whatever slashes the manifest wrote around it', () => {
    for (const path of ['static/js', 'static/js/', '/static/js'])
      expect(readManifest(manifest({ name: 'remoteEntry.js', path }))?.entry.path).toBe(
        'static/js/remoteEntry.js',
      )
    expect(readManifest(manifest({ name: 'remoteEntry.js', path: '' }))?.entry.path).toBe('remoteEntry.js')
  })

  it('reads an entry whose type is not written as a classic script, and an ES module one as such', () => {
    expect(readManifest(manifest({ name: 'remoteEntry.js' }))?.entry.type).toBe('global')
    expect(readManifest(manifest({ name: 'entry.mjs', type: 'module' }))?.entry.type).toBe('module')
  })

  it('lists the scripts and stylesheets each exposed module needs at once, none for a hand-written one', () => {
    const read = readManifest(
      manifest({ name: 'remoteEntry.js' }, [
        {
          path: './App',
          assets: { js: { sync: ['app.js'], async: ['later.js'] }, css: { sync: ['app.css'], async: [] } },
        },
        { path: './Search' },
      ]),
    )
    expect(read?.exposes).toEqual({
      './App': { scripts: ['app.js'], styles: ['app.css'] },
      './Search': { scripts: [], styles: [] },
    })
  })

  it('is null for what is not a manifest', () => {
    expect(readManifest(null)).toBeNull()
    expect(readManifest({ metaData: {} })).toBeNull()
    expect(readManifest(manifest({ name: '' }))).toBeNull()
  })
})
