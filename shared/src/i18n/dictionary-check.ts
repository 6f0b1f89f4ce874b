import { type Locale, locales } from '@storefront/shared/markets'
import { flattenMessages, placeholdersOf, pluralBase } from './message-keys'
import type { NamespaceResources } from './types'

// The spec wrote placeholders as #min, #n, #p; left in a text, a visitor would read them.
const specPlaceholder = /#(min|max|n|p)\b/
// A bare count prints "1234 results" where the country writes "1,234" or "1’234".
const unformattedCount = /\{\{\s*count\s*\}\}/

/** The keys a caller passes to `t` (plural forms folded) with the placeholders each uses. */
function callerKeys(resources: NamespaceResources, locale: Locale): Map<string, string[]> {
  const keys = new Map<string, string[]>()
  for (const [key, text] of flattenMessages(resources[locale])) {
    const { base } = pluralBase(key)
    keys.set(base, [...new Set([...(keys.get(base) ?? []), ...placeholdersOf(text)])].sort())
  }
  return keys
}

function pluralProblems(ns: string, resources: NamespaceResources, locale: Locale): string[] {
  const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
  const leaves = new Set(flattenMessages(resources[locale]).keys())
  const bases = new Set(
    [...leaves].filter((key) => pluralBase(key).category).map((key) => pluralBase(key).base),
  )
  return [...bases].flatMap((base) =>
    needed
      .filter((category) => !leaves.has(`${base}_${category}`))
      .map((c) => `${ns}:${base}_${c} missing in ${locale}`),
  )
}

/**
 * What keeps a namespace from reading right in every language: keys missing or extra
 * against the reference language, empty texts, placeholders that differ, plural forms
 * the language needs but lacks, spec-style `#n` placeholders, and counts not written the
 * country's way (`{{count}}` rather than `{{count, number}}`). Empty when all is well.
 */
export function dictionaryProblems(
  ns: string,
  resources: NamespaceResources,
  reference: Locale = 'en',
): string[] {
  const expected = callerKeys(resources, reference)
  return locales.flatMap((locale) => {
    const actual = callerKeys(resources, locale)
    const problems = [...expected.keys()]
      .filter((key) => !actual.has(key))
      .map((key) => `${ns}:${key} missing in ${locale}`)
    for (const [key, placeholders] of actual) {
      const want = expected.get(key)
      if (want === undefined) problems.push(`${ns}:${key} only in ${locale}`)
      else if (want.join() !== placeholders.join()) {
        problems.push(`${ns}:${key} in ${locale} uses [${placeholders}] instead of [${want}]`)
      }
    }
    for (const [key, text] of flattenMessages(resources[locale])) {
      if (text.trim() === '') problems.push(`${ns}:${key} empty in ${locale}`)
      if (specPlaceholder.test(text)) problems.push(`${ns}:${key} in ${locale} keeps a #placeholder`)
      if (unformattedCount.test(text)) problems.push(`${ns}:${key} in ${locale} writes {{count}} unformatted`)
    }
    return [...problems, ...pluralProblems(ns, resources, locale)]
  })
}
