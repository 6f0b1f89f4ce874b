import { describe, expect, it } from 'vitest'
import { elideFrench } from './french-elision'
import * as fr from './locales/fr'
import { flattenMessages } from './message-keys'
import type { Messages } from './types'

describe('elideFrench', () => {
  it('elides "de" before a name that starts with a vowel or the mute h of huile', () => {
    expect(elideFrench('Le stock de Amaretti di Saronno 200 g vient de s’épuiser.')).toBe(
      'Le stock d’Amaretti di Saronno 200 g vient de s’épuiser.',
    )
    expect(elideFrench('Une partie du contenu de Huile d’olive toscane')).toBe(
      'Une partie du contenu d’Huile d’olive toscane',
    )
    expect(elideFrench('De Orecchiette')).toBe('D’Orecchiette')
  })

  it('leaves "de" before a consonant, a number or another h, and a "de" that ends another word', () => {
    for (const text of [
      'exemplaires de Nougat',
      'de 1 à 10',
      'de Hollande',
      'elle procède à la commande',
      'Le stock de {{p}}',
    ])
      expect(elideFrench(text)).toBe(text)
  })

  it('changes no message of the French dictionaries as they are written', () => {
    const messages = [...flattenMessages({ ...fr } as Messages).values()]
    expect(messages.length).toBeGreaterThan(200)
    expect(messages.filter((message) => elideFrench(message) !== message)).toEqual([])
  })
})
