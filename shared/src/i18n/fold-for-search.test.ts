import { describe, expect, it } from 'vitest'
import { foldForSearch, spellOutUmlauts } from './fold-for-search'

describe('foldForSearch', () => {
  it('drops accents, umlauts and case in every language the shop speaks', () => {
    expect(foldForSearch('Caffè espresso')).toBe('caffe espresso')
    expect(foldForSearch('Käse Olivenöl Grüne')).toBe('kase olivenol grune')
    expect(foldForSearch('Limón PIÑÓN')).toBe('limon pinon')
    expect(foldForSearch('Crème fraîche Émilie')).toBe('creme fraiche emilie')
  })

  it('spells out the letters that carry no separate accent', () => {
    expect(foldForSearch('Hartweizengrieß, GROẞE')).toBe('hartweizengriess, grosse')
    expect(foldForSearch('Œufs')).toBe('oeufs')
    expect(foldForSearch('d’accise')).toBe("d'accise")
  })

  it('reads full-width letters and ligatures as the letters they are', () => {
    expect(foldForSearch('ＣＡＦＥ　ｏｌｉｏ')).toBe('cafe olio')
    expect(foldForSearch('ﬁnocchio')).toBe('finocchio')
  })

  it('leaves plain text as it is, but in lower case', () => {
    expect(foldForSearch('OIL-EVO-TUSCANY-500')).toBe('oil-evo-tuscany-500')
  })
})

describe('spellOutUmlauts', () => {
  it('writes the umlauts as a keyboard without them does, keeping the case', () => {
    expect(spellOutUmlauts('Olivenöl, Käse, Müsli')).toBe('Olivenoel, Kaese, Muesli')
    expect(spellOutUmlauts('Öl Ärger Übersee')).toBe('Oel Aerger Uebersee')
  })

  it('spells out an umlaut typed as a letter and a combining mark', () => {
    const decomposed = 'Olivenöl'.normalize('NFD')
    expect(decomposed).not.toBe('Olivenöl')
    expect(spellOutUmlauts(decomposed)).toBe('Olivenoel')
  })
})
