import { describe, expect, it } from 'vitest'
import { loadDictionary, loadedDictionary } from './load-dictionary'
import { dictionaries } from './resources'

describe('loadDictionary', () => {
  it('loads one language with every namespace, and keeps it for synchronous reads', async () => {
    const french = await loadDictionary('fr')
    expect(french.catalog).toEqual(dictionaries.fr.catalog)
    expect(Object.keys(french).sort()).toEqual(Object.keys(dictionaries.en).sort())
    expect(loadedDictionary('fr')).toBe(french)
  })

  it('answers a second call with the dictionary it already holds', async () => {
    expect(await loadDictionary('de')).toBe(await loadDictionary('de'))
  })
})
