import type { LocaleTag } from './locale-tag'

// Swiss Standard German, which Liechtenstein follows, has had no ß since the 1930s: "Grusskarte",
// "Strasse". It quotes with guillemets pointing outwards, «so», where Germany writes „so“. The
// words are otherwise Germany's, so the spelling is all that changes.
const swissGerman = /^de-(?:CH|LI)$/i

const spellSwiss = (text: string) =>
  text
    .replace(/ß/g, 'ss')
    .replace(/ẞ/g, 'SS')
    .replace(/„([^„“]*)“/g, '«$1»')
    .replace(/‚([^‚‘]*)‘/g, '‹$1›')

const asWritten = (text: string) => text

/**
 * How text is spelled where it is read: the dictionaries and the catalog are written once per
 * language, and a region that spells its language its own way respells them on the way out.
 *
 * @example localSpelling('de-CH')('Kostenlose Grußkarte') // 'Kostenlose Grusskarte'
 * @example localSpelling('de-CH')('Ergebnisse für „Öl“') // 'Ergebnisse für «Öl»'
 * @example localSpelling('de-DE')('Straße') // 'Straße'
 */
export function localSpelling(tag: LocaleTag): (text: string) => string {
  return swissGerman.test(tag) ? spellSwiss : asWritten
}

/** Whether `localSpelling(tag)` changes anything, so a caller can skip the work when not. */
export function hasLocalSpelling(tag: LocaleTag): boolean {
  return swissGerman.test(tag)
}

// Stands in for the words kept while the rest is respelled: no message or name holds it.
const keptMarker = '\u0000'

/**
 * `spell` applied to a message but not to `kept` within it, the words the shopper typed (a
 * search's): searched for "Große", a Swiss shopper read results for "Grosse".
 *
 * @example respellExcept(localSpelling('de-CH'), 'Ergebnisse für „Große“', 'Große') // 'Ergebnisse für «Große»'
 */
export function respellExcept(spell: (text: string) => string, text: string, kept?: unknown): string {
  if (typeof kept !== 'string' || kept === '' || !text.includes(kept)) return spell(text)
  return spell(text.split(kept).join(keptMarker)).split(keptMarker).join(kept)
}
