import { provideDictionary } from '@storefront/shared/i18n'
import { dictionaries } from '@storefront/shared/i18n/dictionaries'
import { afterEach, describe, expect, it } from 'vitest'
import { cartI18n } from './i18n'

afterEach(() => {
  provideDictionary('fr', dictionaries.fr)
  provideDictionary('en', dictionaries.en)
  provideDictionary('it', dictionaries.it)
})

describe('cartI18n', () => {
  it("takes a key the shell's dictionary does not have yet from the cart's own build", async () => {
    // An older shell, in French and in the languages i18next would fall back to.
    for (const locale of ['fr', 'en', 'it'] as const) {
      const { title: _new, ...cart } = dictionaries[locale].cart
      provideDictionary(locale, { ...dictionaries[locale], cart })
    }
    const i18n = cartI18n('fr')
    const added = new Promise((resolve) => i18n.store.on('added', resolve))
    expect(i18n.t('title')).toBe('title')
    await added
    expect(i18n.t('title')).toBe(dictionaries.fr.cart.title)
  })
})
