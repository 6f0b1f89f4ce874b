import { describe, expect, it } from 'vitest'
import { dictionaryProblems } from './dictionary-check'
import type { Messages, NamespaceResources } from './types'

const sound = {
  it: {
    a: { title: 'Titolo' },
    n_one: '{{count}} pezzo',
    n_many: '{{count}} di pezzi',
    n_other: '{{count}} pezzi',
  },
  en: { a: { title: 'Title' }, n_one: '{{count}} piece', n_other: '{{count}} pieces' },
  de: { a: { title: 'Titel' }, n_one: '{{count}} Stück', n_other: '{{count}} Stück' },
  es: {
    a: { title: 'Título' },
    n_one: '{{count}} pieza',
    n_many: '{{count}} de piezas',
    n_other: '{{count}} piezas',
  },
  fr: {
    a: { title: 'Titre' },
    n_one: '{{count}} pièce',
    n_many: '{{count}} de pièces',
    n_other: '{{count}} pièces',
  },
} satisfies NamespaceResources

const withFrench = (fr: Messages): NamespaceResources => ({ ...sound, fr })

describe('dictionaryProblems', () => {
  it('finds nothing in a namespace complete in every language', () => {
    expect(dictionaryProblems('t', sound)).toEqual([])
  })

  it('reports a key a language lacks', () => {
    expect(dictionaryProblems('t', withFrench({ ...sound.fr, a: {} }))).toEqual(['t:a.title missing in fr'])
  })

  it('reports a key only one language has', () => {
    expect(dictionaryProblems('t', withFrench({ ...sound.fr, extra: 'En trop' }))).toEqual([
      't:extra only in fr',
    ])
  })

  it('reports an empty text', () => {
    expect(dictionaryProblems('t', withFrench({ ...sound.fr, a: { title: ' ' } }))).toEqual([
      't:a.title empty in fr',
    ])
  })

  it('reports a placeholder renamed in translation', () => {
    const fr = { ...sound.fr, n_one: '{{n}} pièce' }
    expect(dictionaryProblems('t', withFrench(fr))).toEqual(['t:n in fr uses [count,n] instead of [count]'])
  })

  it('reports a plural form the language needs but lacks', () => {
    const { n_many: _, ...fr } = sound.fr
    expect(dictionaryProblems('t', withFrench(fr))).toEqual(['t:n_many missing in fr'])
  })

  it('reports a spec-style #placeholder left in a text', () => {
    const fr = { ...sound.fr, a: { title: 'Jusqu’à #n articles' } }
    expect(dictionaryProblems('t', withFrench(fr))).toEqual(['t:a.title in fr keeps a #placeholder'])
  })
})
