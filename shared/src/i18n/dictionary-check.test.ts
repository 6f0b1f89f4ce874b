import { describe, expect, it } from 'vitest'
import { dictionaryProblems } from './dictionary-check'
import type { Messages, NamespaceResources } from './types'

const sound = {
  it: {
    a: { title: 'Titolo' },
    n_one: '{{count, number}} pezzo',
    n_many: '{{count, number}} di pezzi',
    n_other: '{{count, number}} pezzi',
  },
  en: { a: { title: 'Title' }, n_one: '{{count, number}} piece', n_other: '{{count, number}} pieces' },
  de: { a: { title: 'Titel' }, n_one: '{{count, number}} Stück', n_other: '{{count, number}} Stück' },
  es: {
    a: { title: 'Título' },
    n_one: '{{count, number}} pieza',
    n_many: '{{count, number}} de piezas',
    n_other: '{{count, number}} piezas',
  },
  fr: {
    a: { title: 'Titre' },
    n_one: '{{count, number}} pièce',
    n_many: '{{count, number}} de pièces',
    n_other: '{{count, number}} pièces',
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

  it('reports a count written without the number format', () => {
    const fr = { ...sound.fr, n_other: '{{count}} pièces' }
    expect(dictionaryProblems('t', withFrench(fr))).toEqual(['t:n_other in fr writes {{count}} unformatted'])
  })
})
