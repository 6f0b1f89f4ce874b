import { provideDictionary } from '@storefront/shared/i18n'
import { dictionaries } from '@storefront/shared/i18n/dictionaries'
import { locales } from '@storefront/shared/markets'
import { useTranslation } from '@storefront/shared/react-i18n'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { I18nProvider } from './i18n-provider'

function Title() {
  const { t } = useTranslation()
  return (
    <>
      <h1>{t('listing.title')}</h1>
      <button type="button">{t('product.addToCart')}</button>
    </>
  )
}

afterEach(() => {
  for (const locale of locales) provideDictionary(locale, dictionaries[locale])
})

describe('the catalog words', () => {
  it("come from the catalog's own build for a key the shell's dictionary does not have yet", async () => {
    // An older shell: it knows no `listing.title` and words `addToCart` its own way, in every
    // language i18next could fall back to.
    for (const locale of locales) {
      const words = dictionaries[locale].catalog
      const { title: _new, ...listing } = words.listing
      const product = { ...words.product, addToCart: 'Metti nel carrello' }
      provideDictionary(locale, { ...dictionaries[locale], catalog: { ...words, listing, product } })
    }

    render(
      <I18nProvider locale="it" country="IT">
        <Title />
      </I18nProvider>,
    )
    expect(await screen.findByRole('heading', { name: 'Tutti i prodotti' })).toBeTruthy()
    // What the shell has stays the shell's.
    expect(screen.getByRole('button', { name: 'Metti nel carrello' })).toBeTruthy()
  })
})
