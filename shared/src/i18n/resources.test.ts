import { describe, expect, it } from 'vitest'
import { dictionaryProblems } from './dictionary-check'
import { flattenMessages } from './message-keys'
import { namespaceNames } from './namespace-names'
import { namespaces } from './resources'

describe('the bundled dictionaries', () => {
  it.each(namespaceNames)(
    'have every %s key in all five languages, non-empty, with the same placeholders and needed plurals',
    (ns) => {
      expect(dictionaryProblems(ns, namespaces[ns])).toEqual([])
    },
  )

  it.each(namespaceNames.filter((ns) => ns !== 'errors' && ns !== 'validation'))(
    'give the %s namespace words to show',
    (ns) => {
      expect(flattenMessages(namespaces[ns].en).size).toBeGreaterThan(10)
    },
  )

  // A plain space lets a browser wrap "?" or ":" onto a line of its own in French; the shop
  // writes the narrow no-break space throughout, not a wide one here and a narrow one there.
  it.each(namespaceNames)(
    'keep French punctuation on its word, one space wide, in the %s namespace',
    (ns) => {
      for (const [key, text] of flattenMessages(namespaces[ns].fr)) {
        expect(text, `${ns}:${key}`).not.toMatch(/[ \u00a0][?!;:»%]|«[ \u00a0]/)
      }
    },
  )
})
