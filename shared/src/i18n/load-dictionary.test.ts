import { afterEach, describe, expect, it, vi } from 'vitest'
import { locales } from '../markets/locales'
import { isDictionaryLoaded, loadedDictionary, pageNamespaces, provideDictionary } from './load-dictionary'
import { dictionaries } from './resources'

// The set-up file loads every language before any test; these tests start from nothing.
const freshLoader = async () => {
  vi.resetModules()
  const loader = await import('./load-dictionary')
  loader.forgetDictionaries()
  return loader
}

afterEach(() => {
  vi.doUnmock('./locales/fr/checkout.ts')
  // The words are the page's, not a module copy's: put back what the set-up loaded.
  for (const locale of locales) provideDictionary(locale, dictionaries[locale])
})

describe('loadDictionary', () => {
  it("loads a page namespace with the page's others, and keeps them for synchronous reads", async () => {
    const loader = await freshLoader()
    await loader.loadDictionary('fr', ['catalog'])
    expect(loader.loadedDictionary('fr')).toEqual({
      common: dictionaries.fr.common,
      catalog: dictionaries.fr.catalog,
      cart: dictionaries.fr.cart,
      errors: dictionaries.fr.errors,
      validation: dictionaries.fr.validation,
    })
    expect(loader.isDictionaryLoaded('fr', pageNamespaces)).toBe(true)
    expect(loader.isDictionaryLoaded('fr', ['checkout'])).toBe(false)
    expect(loader.isDictionaryLoaded('de', ['catalog'])).toBe(false)
  })

  it("reads from a second copy of the module what the first loaded, as a remote's own copy does", async () => {
    const shells = await freshLoader()
    await shells.loadDictionary('it', ['catalog'])
    vi.resetModules()
    const remotes = await import('./load-dictionary')
    expect(remotes).not.toBe(shells)
    expect(remotes.isDictionaryLoaded('it', pageNamespaces)).toBe(true)
    expect(remotes.loadedDictionary('it')?.catalog).toEqual(dictionaries.it.catalog)
  })

  it('loads a namespace outside the page on its own', async () => {
    const loader = await freshLoader()
    await loader.loadDictionary('es', ['account'])
    expect(loader.loadedDictionary('es')).toEqual({ account: dictionaries.es.account })
  })

  it('loads every namespace when not told which', async () => {
    const loader = await freshLoader()
    await loader.loadDictionary('de')
    expect(loader.loadedDictionary('de')).toEqual({ ...dictionaries.de })
    expect(loader.isDictionaryLoaded('de')).toBe(true)
  })

  it('fetches a namespace once for calls made together, from any copy of the module', async () => {
    let fetches = 0
    vi.doMock('./locales/fr/checkout.ts', async (original) => {
      fetches += 1
      return original()
    })
    // The remote's copy has a module registry of its own, which would fetch the chunk anew:
    // only the page's record of the load on the way keeps it to one request.
    const shells = await freshLoader()
    const shellsLoad = shells.loadDictionary('fr', ['checkout'])
    vi.resetModules()
    const remotes = await import('./load-dictionary')
    await Promise.all([shellsLoad, remotes.loadDictionary('fr', ['checkout'])])
    expect(fetches).toBe(1)
    expect(remotes.loadedDictionary('fr')?.checkout).toEqual(dictionaries.fr.checkout)
  })

  it('does not fetch a loaded namespace again, so asking for it later works offline', async () => {
    const shells = await freshLoader()
    await shells.loadDictionary('fr', ['checkout'])
    vi.doMock('./locales/fr/checkout.ts', () => {
      throw new Error('offline')
    })
    vi.resetModules()
    const remotes = await import('./load-dictionary')
    await expect(remotes.loadDictionary('fr', ['checkout'])).resolves.toBeUndefined()
    expect(remotes.loadedDictionary('fr')?.checkout).toEqual(dictionaries.fr.checkout)
  })

  it('forgets a failed load, so the next call tries again', async () => {
    let fail = true
    vi.doMock('./locales/fr/checkout.ts', async (original) => {
      if (fail) throw new Error('offline')
      return original()
    })
    const loader = await freshLoader()
    await expect(loader.loadDictionary('fr', ['checkout'])).rejects.toThrow()
    expect(loader.isDictionaryLoaded('fr', ['checkout'])).toBe(false)
    fail = false
    await loader.loadDictionary('fr', ['checkout'])
    expect(loader.loadedDictionary('fr')?.checkout).toEqual(dictionaries.fr.checkout)
  })

  it('holds every language the test set-up loaded', () => {
    expect(isDictionaryLoaded('it')).toBe(true)
    expect(loadedDictionary('es')?.errors).toEqual(dictionaries.es.errors)
  })
})
