import { describe, expect, it, vi } from 'vitest'
import { previousVersion, remoteChoice, sampleBootstrap } from '../../../testing/sample-bootstrap'
import { chooseRemotes } from './choose-remotes'

describe('chooseRemotes', () => {
  it('mounts the current version of every remote that speaks the shell contract major', () => {
    const chosen = chooseRemotes(sampleBootstrap(), '1.4.0')
    expect(chosen.map((remote) => [remote.name, remote.ref.version])).toEqual([
      ['catalog', 'v2'],
      ['cart', 'v2'],
    ])
  })

  it('falls back to the newest previous version when the current one declares another major, and says so', () => {
    const bootstrap = sampleBootstrap({
      remotes: { catalog: remoteChoice('catalog', '2.0.0', [previousVersion('catalog', '1.2.0')]) },
    })
    const skipped = vi.fn()
    const [catalog] = chooseRemotes(bootstrap, '1.0.0', skipped)
    expect(catalog?.ref.version).toBe('v1')
    expect(skipped).toHaveBeenCalledWith({
      name: 'catalog',
      version: 'v2',
      contract: '2.0.0',
      mounting: 'v1',
    })
  })

  it('leaves out a remote with no compatible version at all, and says so', () => {
    const bootstrap = sampleBootstrap({
      remotes: { catalog: remoteChoice('catalog', '2.0.0', [previousVersion('catalog', '0.9.0')]) },
    })
    const skipped = vi.fn()
    expect(chooseRemotes(bootstrap, '1.0.0', skipped)).toEqual([])
    expect(skipped).toHaveBeenCalledWith(expect.objectContaining({ name: 'catalog', mounting: null }))
  })

  it('says nothing of remotes it mounts as published', () => {
    const skipped = vi.fn()
    chooseRemotes(sampleBootstrap(), '1.4.0', skipped)
    expect(skipped).not.toHaveBeenCalled()
  })
})
