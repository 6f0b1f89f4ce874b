import { loadRemote, registerGlobalPlugins, registerRemotes } from '@module-federation/enhanced/runtime'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { previousVersion, remoteChoice, sampleBootstrap } from '../../../testing/sample-bootstrap'
import { chooseRemotes } from './choose-remotes'
import { fallbackPlugin } from './fallback-plugin'
import { loadExposed, registeredVersion, registerShopRemotes } from './federation'

vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: vi.fn(),
  registerGlobalPlugins: vi.fn(),
  registerPlugins: vi.fn(),
  registerRemotes: vi.fn(),
}))

const load = vi.mocked(loadRemote)
const register = vi.mocked(registerRemotes)

const fallbackModule = () =>
  (fallbackPlugin().errorLoadRemote as unknown as (a: object) => unknown)({
    id: 'cart/App',
    error: new Error('Loading chunk 564 failed.'),
    lifecycle: 'onLoad',
  })

describe('federation', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    registerShopRemotes(chooseRemotes(sampleBootstrap(), '1.0.0'))
    register.mockClear()
  })

  it("lets every federation instance, the remotes' own too, fetch a failed shared module again", () => {
    expect(vi.mocked(registerGlobalPlugins)).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'shop-retry-shared' }),
    ])
  })

  it('forgets a remote whose module failed to load, so the next load starts from a fresh entry', async () => {
    const failed = fallbackModule()
    load.mockResolvedValue(failed)
    expect(await loadExposed('cart/App')).toBe(failed)
    expect(register).toHaveBeenCalledWith(
      [{ name: 'cart', entry: 'https://shop.test/_mf/cart/v2/remoteEntry.0a1b2c3d.js', type: 'global' }],
      { force: true },
    )
  })

  it('tells which version of each remote the page registered, the previous one where the current was refused', () => {
    const remotes = {
      catalog: remoteChoice('catalog', '2.0.0', [previousVersion('catalog', '1.2.0')]),
      cart: remoteChoice('cart'),
    }
    registerShopRemotes(chooseRemotes(sampleBootstrap({ remotes }), '1.0.0'))
    expect(registeredVersion('catalog')).toBe('v1')
    expect(registeredVersion('cart')).toBe('v2')
    expect(registeredVersion('account')).toBeUndefined()
  })

  it('keeps a remote that loaded', async () => {
    const module = { default: () => null }
    load.mockResolvedValue(module)
    expect(await loadExposed('cart/App')).toBe(module)
    expect(register).not.toHaveBeenCalled()
  })
})
