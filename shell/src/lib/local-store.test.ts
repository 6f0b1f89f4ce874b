import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLocalStore } from './local-store'

const refused = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError')
}

afterEach(() => vi.restoreAllMocks())

describe('createLocalStore', () => {
  it('keeps values in local storage when the browser allows it', () => {
    const store = createLocalStore()
    store.setItem('k', 'v')
    expect(localStorage.getItem('k')).toBe('v')
    expect(createLocalStore().getItem('k')).toBe('v')
    store.removeItem('k')
    expect(localStorage.getItem('k')).toBeNull()
  })

  it('keeps values for the visit when site data is blocked and reading localStorage throws', () => {
    vi.spyOn(globalThis, 'localStorage', 'get').mockImplementation(refused)
    const store = createLocalStore()
    expect(store.getItem('k')).toBeNull()
    store.setItem('k', 'v')
    expect(store.getItem('k')).toBe('v')
    store.removeItem('k')
    expect(store.getItem('k')).toBeNull()
  })

  it('keeps a value the full quota refused, until it is removed', () => {
    localStorage.setItem('k', 'old')
    // On the page's storage itself: happy-dom's does not go through Storage.prototype.
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    const store = createLocalStore()
    store.setItem('k', 'new')
    expect(store.getItem('k')).toBe('new')
    store.removeItem('k')
    expect(store.getItem('k')).toBeNull()
  })

  it('reads the newest value once storage takes writes again after the full quota refused one', () => {
    const quotaFull = vi.spyOn(localStorage, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('quota', 'QuotaExceededError')
    })
    const store = createLocalStore()
    store.setItem('k', 'refused')
    quotaFull.mockRestore()
    store.setItem('k', 'stored')
    expect(store.getItem('k')).toBe('stored')
  })
})
