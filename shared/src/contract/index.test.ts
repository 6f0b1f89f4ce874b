import { describe, expect, it } from 'vitest'
import { contractVersion, exposedModules, exposeKey, isAtLeast, isContractCompatible, majorOf } from './index'

describe('contract versions', () => {
  it('reads the major of a semantic version', () => {
    expect(majorOf('12.3.4')).toBe(12)
    expect(() => majorOf('latest')).toThrow(/semantic version/)
  })

  it('accepts the same major and refuses another', () => {
    expect(isContractCompatible(contractVersion)).toBe(true)
    expect(isContractCompatible('1.9.0', '1.0.0')).toBe(true)
    expect(isContractCompatible('2.0.0', '1.4.0')).toBe(false)
    // Both ways: a shell on a newer major mounts no remote built for the older one.
    expect(isContractCompatible('1.9.0', '2.0.0')).toBe(false)
  })

  it('refuses a version that is not semantic', () => {
    expect(isContractCompatible('garbage')).toBe(false)
  })

  it('orders by major, then minor, ignoring the patch', () => {
    expect(isAtLeast('1.2.0', '1.2.0')).toBe(true)
    expect(isAtLeast('1.10.0', '1.2.0')).toBe(true)
    expect(isAtLeast('2.0.0', '1.9.0')).toBe(true)
    expect(isAtLeast('1.1.9', '1.2.0')).toBe(false)
    expect(isAtLeast('0.9.0', '1.0.0')).toBe(false)
    expect(isAtLeast('unknown', '1.0.0')).toBe(false)
  })
})

describe('exposeKey', () => {
  it('names a module as the remote manifest lists it', () => {
    expect(exposeKey(exposedModules.cart.miniCart)).toBe('./MiniCart')
    expect(exposeKey(exposedModules.catalog.app)).toBe('./App')
  })
})
