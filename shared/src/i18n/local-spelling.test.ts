import { describe, expect, it } from 'vitest'
import { hasLocalSpelling, localSpelling, respellExcept } from './local-spelling'

describe('localSpelling', () => {
  it('writes ss for ß in Swiss and Liechtenstein German', () => {
    expect(localSpelling('de-CH')('Kostenlose Grußkarte, Straße')).toBe('Kostenlose Grusskarte, Strasse')
    expect(localSpelling('de-LI')('GROẞ')).toBe('GROSS')
    expect(hasLocalSpelling('de-CH')).toBe(true)
  })

  it('quotes with guillemets in Swiss German, and leaves a quote left open alone', () => {
    expect(localSpelling('de-CH')('Wähle „Grußkarte“ und ‚Süßes‘')).toBe('Wähle «Grusskarte» und ‹Süsses›')
    expect(localSpelling('de-CH')('5“ Zoll „offen')).toBe('5“ Zoll „offen')
    expect(localSpelling('de-DE')('Wähle „Grußkarte“')).toBe('Wähle „Grußkarte“')
  })

  it('keeps the words the shopper typed as typed while the message around them is respelled', () => {
    const swiss = localSpelling('de-CH')
    expect(respellExcept(swiss, 'Keine Ergebnisse für „Große Soße“', 'Große Soße')).toBe(
      'Keine Ergebnisse für «Große Soße»',
    )
    expect(respellExcept(swiss, 'Grußkarte', undefined)).toBe('Grusskarte')
    expect(respellExcept(swiss, 'Grußkarte', 'Öl')).toBe('Grusskarte')
  })

  it('leaves German elsewhere and other languages as written', () => {
    for (const tag of ['de', 'de-DE', 'de-AT', 'fr-CH', 'it-CH'] as const) {
      expect(localSpelling(tag)('Grußkarte')).toBe('Grußkarte')
      expect(hasLocalSpelling(tag)).toBe(false)
    }
  })
})
