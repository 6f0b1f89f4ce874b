import { afterEach, describe, expect, it, vi } from 'vitest'
import { locales } from '../markets/locales'
import { createI18n } from './create-i18n'
import { provideDictionary } from './load-dictionary'
import { catalog } from './locales/it/catalog'
import { fillMissingPageWords, fillMissingWords, preferOwnWords } from './own-words'
import { dictionaries } from './resources'

/**
 * The page's words as an older shell has them: no `listing.title`, other copy for `addToCart`.
 * In every language, since i18next falls back to any loaded one (a page loads only the
 * visitor's language, and those it was shown in before, all from the same shell).
 */
function olderShell() {
  for (const locale of locales) {
    const words = dictionaries[locale].catalog
    const { title: _dropped, ...listing } = words.listing
    const product = { ...words.product, addToCart: 'Metti nel carrello' }
    provideDictionary(locale, { ...dictionaries[locale], catalog: { ...words, listing, product } })
  }
}

afterEach(() => {
  for (const locale of locales) provideDictionary(locale, dictionaries[locale])
})

describe('fillMissingWords', () => {
  it("adds the remote's own words for keys the page lacks, keeping the page's for the others", async () => {
    olderShell()
    const i18n = createI18n('it', ['catalog', 'common'])
    const load = vi.fn(async () => catalog)
    fillMissingWords(i18n, 'catalog', load)
    const added = new Promise((resolve) => i18n.store.on('added', resolve))

    expect(i18n.t('listing.title')).toBe('listing.title')
    // Asked once per instance, however many keys were missing before the words arrived.
    expect(i18n.t('listing.title')).toBe('listing.title')
    await added
    expect(load).toHaveBeenCalledExactlyOnceWith('it')
    expect(i18n.t('listing.title')).toBe('Tutti i prodotti')
    expect(i18n.t('product.addToCart')).toBe('Metti nel carrello')
  })

  it('asks again at the next missing key when its words could not be fetched (offline)', async () => {
    olderShell()
    const i18n = createI18n('it', ['catalog', 'common'])
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(catalog)
    fillMissingWords(i18n, 'catalog', load)
    i18n.t('listing.title')
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled())
    const added = new Promise((resolve) => i18n.store.on('added', resolve))
    expect(i18n.t('listing.title')).toBe('listing.title')
    await added
    expect(load).toHaveBeenCalledTimes(2)
    expect(i18n.t('listing.title')).toBe('Tutti i prodotti')
  })

  it('fetches nothing while the page has every key, nor for a namespace the remote does not own', () => {
    const i18n = createI18n('it', ['catalog', 'common'])
    const load = vi.fn(async () => catalog)
    fillMissingWords(i18n, 'catalog', load)
    expect(i18n.t('listing.title')).toBe('Tutti i prodotti')
    expect(i18n.t('no.such.key', { ns: 'common' })).toBe('no.such.key')
    expect(load).not.toHaveBeenCalled()
  })

  it('fills each namespace it is given from its own loader', async () => {
    for (const locale of locales) {
      const { title: _dropped, ...cart } = dictionaries[locale].cart
      const { addCartError: _new, ...errors } = dictionaries[locale].errors
      provideDictionary(locale, { ...dictionaries[locale], cart, errors })
    }
    const i18n = createI18n('it', ['cart', 'errors'])
    const loadCart = vi.fn(async () => dictionaries.it.cart)
    const loadErrors = vi.fn(async () => dictionaries.it.errors)
    fillMissingWords(i18n, 'cart', loadCart)
    fillMissingWords(i18n, 'errors', loadErrors)
    const both = new Promise<void>((resolve) => {
      let count = 0
      i18n.store.on('added', () => {
        count += 1
        if (count === 2) resolve()
      })
    })
    i18n.t('title')
    i18n.t('addCartError', { ns: 'errors' })
    await both
    expect(i18n.t('title')).toBe(dictionaries.it.cart.title)
    expect(i18n.t('addCartError', { ns: 'errors' })).toBe(dictionaries.it.errors.addCartError)
    expect([loadCart.mock.calls.length, loadErrors.mock.calls.length]).toEqual([1, 1])
  })

  it('fills the page’s namespaces from this build’s own words, in the visitor’s language', async () => {
    // Dropped from every language the page has, so only the remote's own words can answer.
    for (const locale of locales) {
      const { title: _dropped, ...listing } = dictionaries[locale].catalog.listing
      provideDictionary(locale, {
        ...dictionaries[locale],
        catalog: { ...dictionaries[locale].catalog, listing },
      })
    }
    const i18n = createI18n('de', ['catalog', 'common'])
    fillMissingPageWords(i18n, ['common', 'catalog'])
    const added = new Promise((resolve) => i18n.store.on('added', resolve))
    expect(i18n.t('listing.title')).toBe('listing.title')
    await added
    expect(i18n.t('listing.title')).toBe(dictionaries.de.catalog.listing.title)
  })

  it('asks react-i18next to re-render when the words arrive', () => {
    const i18n = createI18n('it', ['catalog'])
    fillMissingWords(i18n, 'catalog', async () => catalog)
    expect(i18n.options.react?.bindI18nStore).toBe('added')
  })
})

describe('preferOwnWords', () => {
  // The shell's words as built before the catalog's team reworded a text it already had.
  const shellBefore = { ...catalog, product: { ...catalog.product, addToCart: 'Metti nel carrello' } }

  it("shows the remote's own words for its namespace when its build's differ from the page's", async () => {
    provideDictionary('it', { ...dictionaries.it, catalog: shellBefore }, { catalog: 'shell-print' })
    const i18n = createI18n('it', ['catalog', 'common'])
    const load = vi.fn(async () => catalog)
    const added = new Promise((resolve) => i18n.store.on('added', resolve))

    expect(preferOwnWords(i18n, 'catalog', load, 'catalog-print')).toBe(true)
    expect(i18n.t('product.addToCart')).toBe('Metti nel carrello')
    await added
    expect(load).toHaveBeenCalledExactlyOnceWith('it')
    expect(i18n.t('product.addToCart')).toBe(catalog.product.addToCart)
    expect(i18n.options.react?.bindI18nStore).toBe('added')
  })

  it('gives a later instance the words it already fetched at once, with no older words between', async () => {
    provideDictionary(
      'fr',
      {
        ...dictionaries.fr,
        catalog: {
          ...dictionaries.fr.catalog,
          listing: { ...dictionaries.fr.catalog.listing, title: 'Vieux titre' },
        },
      },
      { catalog: 'shell-print' },
    )
    const load = vi.fn(async () => dictionaries.fr.catalog)
    const first = createI18n('fr', ['catalog'])
    const added = new Promise((resolve) => first.store.on('added', resolve))
    preferOwnWords(first, 'catalog', load, 'own-print')
    await added

    const next = createI18n('fr', ['catalog'])
    preferOwnWords(next, 'catalog', load, 'own-print')
    expect(next.t('listing.title')).toBe(dictionaries.fr.catalog.listing.title)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('fetches nothing when both builds hold the same words, or when the page’s are unknown', () => {
    const load = vi.fn(async () => catalog)
    provideDictionary('it', dictionaries.it, { catalog: 'same' })
    expect(preferOwnWords(createI18n('it', ['catalog']), 'catalog', load, 'same')).toBe(false)
    // An older shell noted no fingerprints: the page's words stand, as before.
    provideDictionary('it', dictionaries.it)
    expect(preferOwnWords(createI18n('it', ['catalog']), 'catalog', load, 'any')).toBe(false)
    // Outside a build this build has none.
    provideDictionary('it', dictionaries.it, { catalog: 'shell-print' })
    expect(preferOwnWords(createI18n('it', ['catalog']), 'catalog', load, undefined)).toBe(false)
    expect(load).not.toHaveBeenCalled()
  })

  it('leaves the page’s words standing when its own cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    provideDictionary('it', { ...dictionaries.it, catalog: shellBefore }, { catalog: 'shell-print' })
    const i18n = createI18n('it', ['catalog'])
    preferOwnWords(i18n, 'catalog', async () => Promise.reject(new TypeError('Failed to fetch')), 'own')
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled())
    expect(i18n.t('product.addToCart')).toBe('Metti nel carrello')
  })
})
