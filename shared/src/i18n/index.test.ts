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

  it('turns the spec’s item limit placeholders into interpolation', () => {
    const t = createI18n('en', ['catalog']).t
    expect(t('product.itemLimit', { n: 3, p: 'bottles' })).toBe('Up to 3 bottles can be added')
  })
})
