import { describe, expect, it } from 'vitest'
import { answersEveryWord, byRelevance, stemOf, textSearchFilter } from './text-search'

const searched = 'name_or_code_or_metadata'

describe('textSearchFilter', () => {
  it('searches one word folded', () => {
    expect(textSearchFilter('caffe', searched)).toEqual({ name_or_code_or_metadata_cont: 'caffe' })
    expect(textSearchFilter(' Caffè ', searched)).toEqual({ name_or_code_or_metadata_cont: 'caffe' })
    expect(textSearchFilter('OIL-EVO-TUSCANY-500', searched)).toEqual({
      name_or_code_or_metadata_cont: 'oil-evo-tuscany-500',
    })
  })

  it('asks for every word, in any order, without the signs between them', () => {
    expect(textSearchFilter('Olio  toscano', searched)).toEqual({
      name_or_code_or_metadata_cont_all: 'olio,toscan',
    })
    expect(textSearchFilter('Olivenöl, Käse & olivenöl', searched)).toEqual({
      name_or_code_or_metadata_cont_all: 'olivenoel,kaese',
    })
  })

  it('spells out a typed umlaut as the keywords do: "Öl" inside "olio" and "Barolo" was half the catalog', () => {
    expect(textSearchFilter('Öl', searched)).toEqual({ name_or_code_or_metadata_cont: 'oel' })
    // Typed with a combining mark, as some keyboards send it.
    expect(textSearchFilter('O\u0308l', searched)).toEqual({ name_or_code_or_metadata_cont: 'oel' })
    expect(textSearchFilter('caffè', searched)).toEqual({ name_or_code_or_metadata_cont: 'caffe' })
  })

  it('finds nothing for a query of signs alone, and asks for at most eight words', () => {
    for (const signs of ['#', '.', '-', ' - ', '\uFFFD%', '€'])
      expect(textSearchFilter(signs, searched), JSON.stringify(signs)).toBeNull()
    // A hyphen alone between words is no word: every code has one.
    expect(textSearchFilter('olio - vino', searched)).toEqual({
      name_or_code_or_metadata_cont_all: 'olio,vino',
    })
    const many = 'a b c d e f g h i j'
    expect(textSearchFilter(many, searched)?.name_or_code_or_metadata_cont_all?.split(',')).toHaveLength(8)
  })

  it('parts words a hyphen joins between letters, and keeps a code with digits whole', () => {
    expect(textSearchFilter('extra-vergine', searched)).toEqual({
      name_or_code_or_metadata_cont_all: 'extra,vergin',
    })
    expect(textSearchFilter('Saint-Émilion', searched)).toEqual({
      name_or_code_or_metadata_cont_all: 'saint,emilion',
    })
    expect(textSearchFilter('evo-500', searched)).toEqual({ name_or_code_or_metadata_cont: 'evo-500' })
  })

  it('matches the attributes the deployment names', () => {
    expect(textSearchFilter('caffe', 'name_or_code')).toEqual({ name_or_code_cont: 'caffe' })
    expect(textSearchFilter('olio toscano', 'name')).toEqual({ name_cont_all: 'olio,toscan' })
  })

  it('keeps the accents where no folded keywords are searched, as the names there have them', () => {
    expect(textSearchFilter('Caffè', 'name_or_code')).toEqual({ name_or_code_cont: 'caffè' })
    expect(textSearchFilter('Olivenöl  Käse', 'name')).toEqual({ name_cont_all: 'olivenöl,käse' })
    // Typed with a combining mark, as some keyboards send it: the name holds the composed letter.
    expect(textSearchFilter('Caffe\u0300', 'name_or_code')).toEqual({ name_or_code_cont: 'caffè' })
    // An attribute whose name only contains the word is no metadata.
    expect(textSearchFilter('Caffè', 'metadata_note')).toEqual({ metadata_note_cont: 'caffè' })
  })
})

describe('stemOf', () => {
  it('cuts a plural ending, so the singular the catalog holds is found', () => {
    expect(
      [
        'boxes',
        'licores',
        'turrones',
        'gifts',
        'regalos',
        'cadeaux',
        'geschenke',
        'regali',
        'formaggi',
        'bottiglie',
        'cherries',
        'candies',
        'biscotto',
        'formaggio',
        'geschenkboxen',
        'kaffeebohnen',
      ].map(stemOf),
    ).toEqual([
      'box',
      'licor',
      'turron',
      'gift',
      'regalo',
      'cadeau',
      'geschenk',
      'regal',
      'formagg',
      'bottigli',
      'cherr',
      'cand',
      'biscott',
      'formaggi',
      'geschenkbox',
      'kaffeebohn',
    ])
  })

  it('keeps short words, codes and double letters whole: "vini" cut would find the vinegars, "regalo" the liquorice', () => {
    for (const word of [
      'vini',
      'vins',
      'caffe',
      'kaese',
      'oil-evo',
      'pasta500',
      'grass',
      'aceto',
      'oliven',
      'regalo',
      'blanco',
    ])
      expect(stemOf(word), word).toBe(word)
  })

  it('asks for each word’s stem, which contains whatever the word did', () => {
    expect(textSearchFilter('Gifts', searched)).toEqual({ name_or_code_or_metadata_cont: 'gift' })
    expect(textSearchFilter('regalos vinos', searched)).toEqual({
      name_or_code_or_metadata_cont_all: 'regalo,vino',
    })
    expect(textSearchFilter('Geschenke Geschenk', 'name')).toEqual({ name_cont: 'geschenk' })
  })
})

describe('byRelevance', () => {
  const item = (name: string, it: string, search: string) => ({
    name,
    metadata: { i18n: { it: { name: it } }, search },
  })
  const balsamic = item('Balsamic vinegar', 'Aceto balsamico', 'aceto balsamico | balsamic vinegar | aceti')
  const barolo = item('Barolo', 'Barolo DOCG', 'barolo docg | vini | vinos | wines')
  const vermentino = item('Vermentino', 'Vermentino di Gallura', 'vermentino di gallura | vini | vinos')
  const olio = item('Tuscan olive oil', 'Olio toscano', 'olio toscano | tuscan olive oil')
  const olioLimone = item('Lemon oil', 'Olio al limone', 'olio al limone | lemon oil')
  const petrolio = item('Lamp', 'Lampada a petrolio', 'lampada a petrolio')

  it('puts what the words name before what only mentions them, keeping the catalog order among equals', () => {
    // The balsamic came first by code: only its description says "vino"; the wines are "vinos".
    expect(byRelevance([balsamic, barolo, vermentino], 'vino', 'it')).toEqual([barolo, vermentino, balsamic])
  })

  it('ranks a word starting a word of the name above one inside it, in the visitor’s language', () => {
    expect(byRelevance([petrolio, olioLimone, olio], 'Olio', 'it')).toEqual([olioLimone, olio, petrolio])
    expect(byRelevance([balsamic, olio], 'oil', 'en')).toEqual([olio, balsamic])
  })

  it('ranks a name the words begin above one they only appear in', () => {
    const grappa = item('Barolo grappa', 'Grappa di Barolo', 'grappa di barolo | distillati')
    expect(byRelevance([grappa, barolo], 'barolo', 'it')).toEqual([barolo, grappa])
    expect(byRelevance([grappa, barolo], 'grappa barolo', 'it')).toEqual([grappa, barolo])
  })

  it('asks every word of the query, folded', () => {
    expect(byRelevance([olioLimone, olio], 'TOSCANO olio', 'it')).toEqual([olio, olioLimone])
    expect(byRelevance([balsamic, barolo], 'Barolò', 'it')).toEqual([barolo, balsamic])
    // The oil's other names hold "olio" but not "limone": no better an answer than the balsamic.
    expect(byRelevance([balsamic, olio], 'olio limone', 'it')).toEqual([balsamic, olio])
  })

  it('counts a word starting any word of the name, after a space or a hyphen, above one inside a word', () => {
    const focaccia = item('Focaccia', 'Focaccia con olio', 'focaccia con olio')
    expect(byRelevance([petrolio, focaccia], 'olio', 'it')).toEqual([focaccia, petrolio])
    const joined = item('Olive oil', 'Olio extravergine', 'olio extravergine')
    const hyphenated = item('Olive oil', 'Olio extra-vergine', 'olio extra-vergine')
    expect(byRelevance([joined, hyphenated], 'vergine', 'it')).toEqual([hyphenated, joined])
  })

  it('ranks a word inside the name above one only in the other names or the category', () => {
    // The balsamic sits in "Olio e aceto"; the lamp's own name holds "olio".
    const inOilAndVinegar = item('Balsamic vinegar', 'Aceto balsamico', 'aceto balsamico | olio e aceto')
    expect(byRelevance([inOilAndVinegar, petrolio], 'olio', 'it')).toEqual([petrolio, inOilAndVinegar])
  })

  it('ranks a German name first however its umlaut is typed', () => {
    const german = (name: string, de: string, search: string) => ({
      name,
      metadata: { i18n: { de: { name: de } }, search },
    })
    const olivenoel = german('Olive oil', 'Olivenöl', 'olivenol | olivenoel | olive oil')
    // Only its category names the oil.
    const essig = german(
      'Balsamic vinegar',
      'Balsamessig',
      'balsamessig | olivenol und essig | olivenoel und essig',
    )
    for (const query of ['Olivenöl', 'olivenoel', 'olivenol'])
      expect(byRelevance([essig, olivenoel], query, 'de'), query).toEqual([olivenoel, essig])
  })

  it('ranks a name only the stem begins just below one the word as typed begins', () => {
    const forHim = item('Gift for him', 'Regalo per lui', 'regalo per lui')
    const christmas = item('Christmas gifts', 'Regali di Natale', 'regali di natale')
    const basket = item('Basket', 'Cesto', 'cesto | regali')
    // The filter asked for "regal": all three came back, in the catalog's order.
    expect(byRelevance([basket, forHim, christmas], 'regali', 'it').map((found) => found.name)).toEqual([
      'Christmas gifts',
      'Gift for him',
      'Basket',
    ])
  })
})

describe('answersEveryWord', () => {
  const oil = {
    name: 'Tuscan extra virgin olive oil',
    code: 'OIL-EVO-TUSCANY-500',
    metadata: {
      i18n: {
        it: { name: 'Olio extravergine toscano', description: 'Fruttato, con note di carciofo.' },
        de: { name: 'Natives Olivenöl extra aus der Toskana', description: 'Fruchtig, zu Käse und Brot.' },
      },
      search: 'olio extravergine toscano | tuscan extra virgin olive oil | olivenoel',
    },
  }
  const pasta = {
    name: 'Orecchiette',
    code: 'PASTA-ORECCHIETTE',
    metadata: { i18n: { en: { name: 'Orecchiette', description: 'Durum wheat pasta from Apulia.' } } },
  }
  const vinegar = {
    name: 'Balsamic vinegar',
    metadata: { i18n: { de: { name: 'Balsamico', description: 'Aus Weinessig und Traubenmost.' } } },
  }

  it('drops what has a short word only inside another word', () => {
    expect(answersEveryWord(oil, 'gin', searched)).toBe(false)
    expect(answersEveryWord(pasta, 'rum', searched)).toBe(false)
    expect(answersEveryWord(oil, 'toscano gin', searched)).toBe(false)
    // Not in a German description either: "warum" is no rum.
    const why = { ...pasta, metadata: { i18n: { de: { description: 'Warum nicht?' } } } }
    expect(answersEveryWord(why, 'rum', searched)).toBe(false)
  })

  it('keeps a short word starting a word of the names, the code or a description', () => {
    expect(answersEveryWord(oil, 'car', searched)).toBe(true)
    expect(answersEveryWord(oil, 'evo 500', searched)).toBe(true)
    expect(answersEveryWord(oil, 'zu', searched)).toBe(true)
  })

  it('keeps a longer word wherever the backend found it, as compounds hold it', () => {
    expect(answersEveryWord(vinegar, 'Essig', searched)).toBe(true)
    expect(answersEveryWord(oil, 'ergine', searched)).toBe(true)
  })

  it('reads a word as short by the stem the backend was asked for, and keeps what the stem starts', () => {
    const box = { name: 'Tuscany gift box', metadata: { i18n: { de: { name: 'Geschenkbox Toskana' } } } }
    expect(answersEveryWord(box, 'boxes', searched)).toBe(true)
    expect(answersEveryWord({ name: 'Sandbox toy' }, 'boxes', searched)).toBe(false)
  })

  it('finds a short word anywhere in a German name, as German joins words', () => {
    expect(answersEveryWord(oil, 'Öl', searched)).toBe(true)
    expect(answersEveryWord(oil, 'oel', searched)).toBe(true)
  })

  it('compares only what the backend searched, as it searched it', () => {
    expect(answersEveryWord(oil, 'Öl', 'name_or_code')).toBe(false)
    expect(answersEveryWord(oil, 'evo', 'name_or_code')).toBe(true)
    expect(answersEveryWord(oil, 'evo', 'name')).toBe(false)
    // Full-width, as a Japanese keyboard types it.
    expect(answersEveryWord(oil, 'ＥＶＯ', 'name_or_code')).toBe(true)
  })
})
