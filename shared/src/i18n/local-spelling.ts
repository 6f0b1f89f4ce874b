import type { LocaleTag } from './locale-tag'

// Swiss Standard German, which Liechtenstein follows, has had no ß since the 1930s: "Grusskarte",
// "Strasse". The words are otherwise Germany's, so the spelling is all that changes.
const withoutEszett = /^de-(?:CH|LI)$/i

const spellWithoutEszett = (text: string) => text.replace(/ß/g, 'ss').replace(/ẞ/g, 'SS')

const asWritten = (text: string) => text

/**
 * How text is spelled where it is read: the dictionaries and the catalog are written once per
 * language, and a region that spells its language its own way respells them on the way out.
 *
 * @example localSpelling('de-CH')('Kostenlose Grußkarte') // 'Kostenlose Grusskarte'
 * @example localSpelling('de-DE')('Straße') // 'Straße'
 */
export function localSpelling(tag: LocaleTag): (text: string) => string {
  return withoutEszett.test(tag) ? spellWithoutEszett : asWritten
}

/** Whether `localSpelling(tag)` changes anything, so a caller can skip the work when not. */
export function hasLocalSpelling(tag: LocaleTag): boolean {
  return withoutEszett.test(tag)
}
