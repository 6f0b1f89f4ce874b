import { describe, expect, it } from 'vitest'
import { createI18n } from './create-i18n'
import { documentTitle } from './document-title'

describe('documentTitle', () => {
  it("puts the page's name before the shop's, in the language's pattern", () => {
    const { t } = createI18n('de', ['common'])
    expect(documentTitle(t, 'Barolo DOCG')).toBe('Barolo DOCG · La Dispensa')
  })

  it("is the shop's name alone for a page without a name yet", () => {
    const { t } = createI18n('it', ['common'])
    expect(documentTitle(t, null)).toBe('La Dispensa')
    expect(documentTitle(t, '')).toBe('La Dispensa')
  })
  it('does not respell the name a remote gave, which keeps what a Swiss shopper typed', () => {
    const { t } = createI18n('de', ['common'], 'CH')
    expect(documentTitle(t, 'Ergebnisse für «Große»')).toBe('Ergebnisse für «Große» · La Dispensa')
  })
})
