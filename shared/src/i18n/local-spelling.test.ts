import { describe, expect, it } from 'vitest'
import { hasLocalSpelling, localSpelling } from './local-spelling'

describe('localSpelling', () => {
  it('writes ss for ß in Swiss and Liechtenstein German', () => {
    expect(localSpelling('de-CH')('Kostenlose Grußkarte, Straße')).toBe('Kostenlose Grusskarte, Strasse')
    expect(localSpelling('de-LI')('GROẞ')).toBe('GROSS')
    expect(hasLocalSpelling('de-CH')).toBe(true)
  })

  it('leaves German elsewhere and other languages as written', () => {
    for (const tag of ['de', 'de-DE', 'de-AT', 'fr-CH', 'it-CH'] as const) {
      expect(localSpelling(tag)('Grußkarte')).toBe('Grußkarte')
      expect(hasLocalSpelling(tag)).toBe(false)
    }
  })
})
