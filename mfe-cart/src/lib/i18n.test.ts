import { type Dictionary, provideDictionary } from '@storefront/shared/i18n'
import { dictionaries } from '@storefront/shared/i18n/dictionaries'
import { locales } from '@storefront/shared/markets'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cartI18n } from './i18n'

afterEach(() => {
  for (const locale of locales) provideDictionary(locale, dictionaries[locale])
})

describe('cartI18n', () => {
  it("takes keys the shell's dictionary does not have yet from the cart's own build", async () => {
    // An older shell, in every language i18next could fall back to: no cart title, and no
    // message for an error code the cart added.
    for (const locale of locales) {
      const { title: _new, ...cart } = dictionaries[locale].cart
      const { addCartError: _newError, ...errors } = dictionaries[locale].errors
      provideDictionary(locale, { ...dictionaries[locale], cart, errors })
    }
    const i18n = cartI18n('fr')
    const both = new Promise<void>((resolve) => {
      const arrived = new Set<string>()
      i18n.store.on('added', (_language: string, namespace: string) => {
        arrived.add(namespace)
        if (arrived.size === 2) resolve()
      })
    })
    expect(i18n.t('title')).toBe('title')
    expect(i18n.t('addCartError', { ns: 'errors' })).toBe('addCartError')
    await both
    expect(i18n.t('title')).toBe(dictionaries.fr.cart.title)
    expect(i18n.t('addCartError', { ns: 'errors' })).toBe(dictionaries.fr.errors.addCartError)
  })

  it('speaks its own language once its words come, after standing in without them', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // A German page reached offline: no German words yet, the English ones stand in.
    provideDictionary('de', {} as Dictionary)
    const without = cartI18n('de', 'DE')
    expect(without.t('title')).toBe(dictionaries.en.cart.title)

    provideDictionary('de', dictionaries.de)
    const later = cartI18n('de', 'DE')
    expect(later.t('title')).toBe(dictionaries.de.cart.title)
    // Made once more only: the page's next mounts share it.
    expect(cartI18n('de', 'DE')).toBe(later)
  })
})
