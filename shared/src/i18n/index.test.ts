import { describe, expect, it } from 'vitest'
import { createI18n, formatMoney, localeTag } from './index'

describe('@storefront/shared/i18n', () => {
  it('translates with a price formatted for the visitor’s country', () => {
    const i18n = createI18n('de', ['catalog', 'common'])
    const price = formatMoney(2490, 'CHF', localeTag('de', 'CH'))
    expect(i18n.t('product.compareAt', { price }).replace(/\u00a0/g, ' ')).toBe('Statt CHF 24.90')
  })

  it('words a delivery estimate around a formatted range', () => {
    const t = createI18n('it', ['catalog']).t
    expect(t('product.delivery.workingDays', { days: 3 })).toBe('In 3 giorni lavorativi')
    expect(t('product.availability.lowStock', { count: 1 })).toBe('Ne resta solo 1')
    expect(t('product.availability.lowStock', { count: 4 })).toBe('Ne restano solo 4')
  })

  it('counts the item limit in pieces, one and many', () => {
    const en = createI18n('en', ['catalog']).t
    expect(en('product.maxPieces', { count: 1 })).toBe('Only 1 piece can be added')
    expect(en('product.maxPieces', { count: 4 })).toBe('Up to 4 pieces can be added')
    const it = createI18n('it', ['catalog']).t
    expect(it('product.maxPieces', { count: 1 })).toBe('Puoi aggiungere solo 1 pezzo')
    expect(it('product.maxPieces', { count: 4 })).toBe('Puoi aggiungere al massimo 4 pezzi')
  })
})
