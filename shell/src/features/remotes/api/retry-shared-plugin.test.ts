import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime'
import { describe, expect, it, vi } from 'vitest'
import { retrySharedPlugin } from './retry-shared-plugin'

const chunkFailed = new Error('Loading chunk 564 failed.')

/** A federation instance sharing one module whose chunk fails to download the first time. */
function instanceWithFlakyShare(name: string, plugins: ModuleFederationRuntimePlugin[]) {
  const get = vi
    .fn<() => Promise<() => unknown>>()
    .mockRejectedValueOnce(chunkFailed)
    .mockResolvedValue(() => ({ email: 'schema' }))
  const instance = createInstance({
    name,
    remotes: [],
    plugins,
    shared: {
      '@storefront/shared/validation': {
        version: '1.0.0-h1',
        get,
        shareConfig: { singleton: false, requiredVersion: '1.0.0-h1' },
      },
    },
  })
  return { instance, get }
}

describe('retrySharedPlugin', () => {
  it('fetches a shared module again after its download failed', async () => {
    const { instance, get } = instanceWithFlakyShare('retry-host', [retrySharedPlugin()])
    await expect(instance.loadShare('@storefront/shared/validation')).rejects.toBe(chunkFailed)
    const factory = await instance.loadShare('@storefront/shared/validation')
    expect(factory ? factory() : undefined).toEqual({ email: 'schema' })
    expect(get).toHaveBeenCalledTimes(2)
  })

  it('is needed: without it the runtime hands back the first failure for good', async () => {
    const { instance, get } = instanceWithFlakyShare('plain-host', [])
    await expect(instance.loadShare('@storefront/shared/validation')).rejects.toBe(chunkFailed)
    await expect(instance.loadShare('@storefront/shared/validation')).rejects.toBe(chunkFailed)
    expect(get).toHaveBeenCalledTimes(1)
  })

  it('leaves a load still under way to finish', async () => {
    let finish: (factory: () => unknown) => void = () => undefined
    const get = vi.fn(
      () =>
        new Promise<() => unknown>((resolve) => {
          finish = resolve
        }),
    )
    const instance = createInstance({
      name: 'slow-host',
      remotes: [],
      plugins: [retrySharedPlugin()],
      shared: {
        slow: { version: '1.0.0', get, shareConfig: { singleton: false, requiredVersion: '1.0.0' } },
      },
    })
    const first = instance.loadShare('slow')
    await vi.waitFor(() => expect(get).toHaveBeenCalled())
    // Another module's failure of the same package runs the hook while this load waits.
    retrySharedPlugin().errorLoadShare?.({
      pkgName: 'slow',
      shareScopeMap: instance.shareScopeMap,
    } as never)
    const second = instance.loadShare('slow')
    finish(() => 'slow module')
    const modules = (await Promise.all([first, second])).map((factory) => (factory ? factory() : undefined))
    expect(modules).toEqual(['slow module', 'slow module'])
    expect(get).toHaveBeenCalledTimes(1)
  })
})
