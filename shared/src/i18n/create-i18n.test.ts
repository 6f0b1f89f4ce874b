import { describe, expect, it } from 'vitest'
import { createI18n } from './create-i18n'
import { loadedDictionary } from './load-dictionary'

describe('createI18n', () => {
  it('speaks the language it was created for', () => {
    expect(createI18n('de').t('notFound.backToHome', { ns: 'common' })).toBe('Zurück zur Startseite')
    expect(createI18n('fr').language).toBe('fr')
  })

  it("follows the market country's spelling, in its words and what they interpolate", () => {
    expect(createI18n('de', ['common'], 'CH').t('modal.close')).toBe('Schliessen')
    expect(
      createI18n('de', ['common'], 'CH').t('countryChange.goBack', { country: 'Großbritannien' }),
    ).toMatch(/Grossbritannien/)
    expect(createI18n('de', ['common'], 'DE').t('modal.close')).toBe('Schließen')
    expect(createI18n('de', ['common']).t('modal.close')).toBe('Schließen')
  })

  it('keeps what the shopper typed as typed in Swiss German, and quotes it with guillemets', () => {
    const t = createI18n('de', ['catalog'], 'CH').t
    expect(t('search.noResults', { query: 'Große Soße', asTyped: 'Große Soße' })).toBe(
      'Keine Ergebnisse für «Große Soße»',
    )
    expect(createI18n('de', ['catalog'], 'DE').t('search.noResults', { query: 'Öl', asTyped: 'Öl' })).toBe(
      'Keine Ergebnisse für „Öl“',
    )
  })

  it('elides French "de" before a filled-in name that starts with a vowel, in Switzerland too', () => {
    for (const country of ['FR', 'CH']) {
      const t = createI18n('fr', ['catalog'], country).t
      expect(t('product.soldOutNow', { p: 'Amaretti di Saronno 200 g' })).toBe(
        'Le stock d’Amaretti di Saronno 200 g vient de s’épuiser.',
      )
      expect(t('product.soldOutNow', { p: 'Nougat tendre' })).toBe(
        'Le stock de Nougat tendre vient de s’épuiser.',
      )
    }
    // Italian "de" is another word.
    expect(createI18n('it', ['catalog']).t('product.soldOutNow', { p: 'Amaretti' })).toBe(
      'Le scorte di Amaretti sono appena finite.',
    )
  })

  it('is ready as soon as it returns', () => {
    expect(createI18n('it').isInitialized).toBe(true)
  })

  it('interpolates without escaping, since React escapes what it renders', () => {
    const t = createI18n('en').t
    expect(t('countryChange.goBack', { ns: 'common', country: 'Trinidad & Tobago', shop: 'A & B' })).toBe(
      'Back to A & B Trinidad & Tobago',
    )
  })

  it('uses the first namespace given as the default one', () => {
    const i18n = createI18n('es', ['common'])
    expect(i18n.t('modal.close')).toBe('Cerrar')
    expect(Object.keys(i18n.getDataByLanguage('es') ?? {})).toEqual(['common'])
  })

  it('picks the plural form the language needs', () => {
    const t = createI18n('it', ['cart']).t
    expect(t('miniCart.itemCount', { count: 1 })).toBe('1 articolo')
    expect(t('miniCart.itemCount', { count: 3 })).toBe('3 articoli')
    expect(t('miniCart.itemCount', { count: 1_000_000 })).toBe('1.000.000 di articoli')
  })

  it("writes counts the market country's way", () => {
    const count = { count: 12_345 }
    expect(createI18n('en', ['catalog'], 'GB').t('search.resultCount', count)).toBe('12,345 results')
    expect(createI18n('de', ['catalog'], 'CH').t('search.resultCount', count)).toMatch(
      /^12['’]345 Ergebnisse$/,
    )
    expect(createI18n('de', ['catalog'], 'DE').t('search.resultCount', count)).toBe('12.345 Ergebnisse')
    expect(createI18n('fr', ['catalog'], 'FR').t('search.resultCount', count)).toBe('12\u202f345 résultats')
  })

  it('keeps the options a text gives its number, in the country’s way', () => {
    const i18n = createI18n('it', ['common'], 'IT')
    i18n.addResource('it', 'common', 'share', '{{share, number(minimumFractionDigits: 2)}}')
    expect(i18n.t('share', { share: 2.5 })).toBe('2,50')
    expect(i18n.t('share', { share: 1234.5 })).toBe('1234,50')
  })

  it('keeps instances apart, so one changing language leaves the others alone', async () => {
    const first = createI18n('it', ['common'])
    const second = createI18n('it', ['common'])
    await first.changeLanguage('en')
    expect(first.t('modal.close')).toBe('Close')
    expect(second.t('modal.close')).toBe('Chiudi')
  })

  it('leaves the namespace list it was given alone when words of another namespace are added', () => {
    // Often a shared constant: a page's namespaces, which decide what a later language change loads.
    const namespaces = ['common', 'catalog'] as const
    const given = [...namespaces]
    const i18n = createI18n('it', given)
    i18n.addResourceBundle('it', 'account', { title: 'Il tuo account' })
    expect(given).toEqual(namespaces)
    expect(i18n.t('account:title')).toBe('Il tuo account')
  })

  it("keeps the words a remote fills in for itself out of the page's dictionary and other remotes'", () => {
    // As fillMissingWords adds a remote's own words: deep, keeping the page's for every key.
    const catalog = createI18n('it', ['catalog', 'common'])
    catalog.addResourceBundle('it', 'catalog', { product: { newWords: 'Parole nuove' } }, true, false)
    catalog.addResource('it', 'common', 'onlyInOneRemote', 'Solo qui')
    expect(catalog.t('product.newWords')).toBe('Parole nuove')
    const cart = createI18n('it', ['catalog', 'common'])
    expect(cart.exists('product.newWords')).toBe(false)
    expect(cart.exists('common:onlyInOneRemote')).toBe(false)
    expect(loadedDictionary('it')?.catalog?.product).not.toHaveProperty('newWords')
    expect(loadedDictionary('it')?.common).not.toHaveProperty('onlyInOneRemote')
  })

  it('falls back to English for a key a language lacks', () => {
    const i18n = createI18n('de', ['common'])
    i18n.addResource('en', 'common', 'onlyInEnglish', 'English text')
    expect(i18n.t('onlyInEnglish')).toBe('English text')
  })
})
