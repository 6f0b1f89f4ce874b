import { describe, expect, it } from 'vitest'
import { locales } from '../markets/locales'
import { flattenMessages, placeholdersOf, pluralBase } from './message-keys'
import { namespaceNames, namespaces } from './resources'

/** Per language, the keys callers use (plural forms folded) and the placeholders of each. */
function callerKeys(ns: (typeof namespaceNames)[number], locale: (typeof locales)[number]) {
  const keys = new Map<string, string[]>()
  for (const [key, text] of flattenMessages(namespaces[ns][locale])) {
    keys.set(pluralBase(key).base, placeholdersOf(text))
  }
  return keys
}

describe.each(namespaceNames)('the %s namespace', (ns) => {
  const reference = callerKeys(ns, 'en')

  it.each(locales)('has in %s exactly the keys English has', (locale) => {
    expect([...callerKeys(ns, locale).keys()].sort()).toEqual([...reference.keys()].sort())
  })

  it.each(locales)('has in %s only non-empty texts', (locale) => {
    for (const [key, text] of flattenMessages(namespaces[ns][locale])) {
      expect(text.trim(), `${ns}:${key} (${locale})`).not.toBe('')
    }
  })

  it.each(locales)('uses in %s the same placeholders as English in every form', (locale) => {
    for (const [key, text] of flattenMessages(namespaces[ns][locale])) {
      const expected = reference.get(pluralBase(key).base)
      expect(placeholdersOf(text), `${ns}:${key} (${locale})`).toEqual(expected)
    }
  })

  it.each(locales)('has in %s every plural form the language needs', (locale) => {
    const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
    const leaves = [...flattenMessages(namespaces[ns][locale]).keys()]
    const bases = new Set(leaves.flatMap((key) => (pluralBase(key).category ? [pluralBase(key).base] : [])))
    for (const base of bases) {
      for (const category of needed)
        expect(leaves, `${ns}:${base} (${locale})`).toContain(`${base}_${category}`)
    }
  })

  it.each(locales)('leaves in %s no spec-style #placeholder unconverted', (locale) => {
    for (const [key, text] of flattenMessages(namespaces[ns][locale])) {
      expect(text, `${ns}:${key} (${locale})`).not.toMatch(/#(min|max|n|p)\b/)
    }
  })
})
