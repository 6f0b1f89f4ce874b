import { foldForSearch, type LocaleTag, spellOutUmlauts } from '@storefront/shared/i18n'
import { localizedText } from './localized-text'

/**
 * What a search matches when the shell names nothing (an older shell): names and codes, which
 * every backend can filter by a part of their text.
 */
export const defaultSearchAttributes = 'name_or_code'
// More words narrow nothing a shopper would notice, and each one is a condition to evaluate.
const maxWords = 8

/**
 * The words of a query, once each. Hyphens stay in a word with a digit, as codes such as
 * OIL-EVO-TUSCANY-500 have them; between letters they part words, since "extra-vergine" as one
 * word found nothing where names say "extravergine" or "extra vergine". Folded (no accents,
 * umlauts spelled out: "Öl" is "oel") to meet the catalog's folded keywords; otherwise only in
 * lower case, for names compared accents and all ("Caffè").
 */
function searchWords(query: string, folded = true): string[] {
  const text = folded ? foldForSearch(spellOutUmlauts(query)) : query.normalize('NFKC').toLowerCase()
  return [
    ...new Set(
      text
        .split(/[^\p{L}\p{N}-]+/u)
        .flatMap((word) => (/\p{N}/u.test(word) ? [word] : word.split('-')))
        // A lone "-" is in every code: searched, it listed the whole catalog.
        .filter((word) => /[\p{L}\p{N}]/u.test(word)),
    ),
  ].slice(0, maxWords)
}

/**
 * A word with its plural ending, or the ending a plural may change, cut off: "gifts", "regalos",
 * "cadeaux", "Geschenke", "regali", "formaggi" found nothing, their catalog words being "gift",
 * "regalo", "cadeau", "Geschenk", "regalo", "formaggio"; nor did a singular its plural name.
 * What a word matches, its stem matches too (`_cont` is "contains"), so nothing found before is
 * lost. Short words and codes are kept whole: "vini" cut to "vin" would find the vinegars.
 *
 * @example stemOf('regalos') // 'regalo'
 * @example stemOf('cadeaux') // 'cadeau'
 * @example stemOf('cherries') // 'cherr'
 */
export function stemOf(word: string): string {
  if (word.length < 5 || /[\d-]/.test(word)) return word
  // "boxes" is a box, not a "boxe"; Spanish "licores", "turrones" are "licor", "turrón".
  if (/xes$/.test(word) || (word.length >= 6 && /[dlnr]es$/.test(word))) return word.slice(0, -2)
  // English "candies", "cherries" are "candy", "cherry": the stem stays inside both spellings.
  if (word.length >= 7 && /ies$/.test(word)) return word.slice(0, -3)
  if (/[^s]s$/.test(word) || /[aeiou]x$/.test(word)) return word.slice(0, -1)
  // A vowel ending only on longer words: "caffe" cut to "caff" would ask for little more than "caf".
  if (word.length >= 6 && /[ei]$/.test(word)) return word.slice(0, -1)
  // An Italian singular meets its plural too: "biscotto", "formaggio" found the "biscotti" and
  // "formaggi" the catalog names. Not on shorter words: "regalo" cut to "regal" found "regaliz".
  if (word.length >= 7 && /o$/.test(word)) return word.slice(0, -1)
  // A German plural in -en ("Geschenkboxen", "Kaffeebohnen"), on words long enough to have one;
  // elsewhere it only widens the search ("chicken" asks for "chick").
  if (word.length >= 7 && /[^e]en$/.test(word)) return word.slice(0, -2)
  return word
}

/**
 * The Commerce Layer filter for a shopper's words: an item matches when one of the searched
 * attributes (the deployment's `name_or_code_or_metadata` on commerce-local, where `metadata`
 * holds every language's names) contains each word, in any order, so "olio toscano" finds
 * "Olio extravergine toscano". Where `metadata` is searched, words are folded: they meet the
 * accent-free names the catalog keeps in `metadata.search`, so "caffe" finds "Caffè" and
 * "olivenoel" finds "Olivenöl". Elsewhere they go as typed, in lower case: `_cont` compares
 * accents, and a folded "caffe" would miss a name written "Caffè". Each word goes as its stem
 * (`stemOf`). Null when the query holds no word to look for: nothing matches it.
 */
export function textSearchFilter(query: string, attributes: string): Record<string, string> | null {
  const words = [...new Set(searchWords(query, attributes.split('_or_').includes('metadata')).map(stemOf))]
  // Only signs ("#", ".", a malformed escape): nothing a name is made of, so nothing to find.
  // Searched as typed, "." matched every description with a full stop.
  if (words.length === 0) return null
  if (words.length === 1) return { [`${attributes}_cont`]: words[0] as string }
  return { [`${attributes}_cont_all`]: words.join(',') }
}

interface Searchable {
  readonly name?: string | null
  readonly code?: string | null
  readonly metadata?: Record<string, unknown> | null
}

/** Every string inside a value (metadata's names and descriptions in each language). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsIn)
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn)
  return []
}

const germanName = (item: Searchable) => {
  const i18n = item.metadata?.i18n as { de?: { name?: unknown } } | undefined
  return typeof i18n?.de?.name === 'string' ? i18n.de.name : null
}

// Inside other words, a word this short is chance more often than meaning.
const longestChanceWord = 3

/**
 * Whether the item answers each short word of the query where a word starts, as the backend's
 * `_cont` does not: it found "gin" in "extra virgin", "rum" in "durum" and "evo" in "huevo".
 * A longer word found inside another is kept, as compounds hold it ("Weinessig", "Kaffeepulver",
 * "hazelnuts"), and so is a short one inside a German name: "Öl" is the oil of "Olivenöl".
 */
export function answersEveryWord(item: Searchable, query: string, attributes: string): boolean {
  const searched = attributes.split('_or_')
  const folded = searched.includes('metadata')
  // The stem is what the backend was asked for ("boxes" as "box"): a word is short by it.
  const short = searchWords(query, folded)
    .map((word) => [word, stemOf(word)] as const)
    .filter(([, stem]) => stem.length <= longestChanceWord)
  if (short.length === 0) return true
  const forms = (text: string) =>
    folded
      ? [foldForSearch(text), foldForSearch(spellOutUmlauts(text))]
      : [text.normalize('NFKC').toLowerCase()]
  const texts = [
    ...(searched.includes('name') && item.name ? [item.name] : []),
    ...(searched.includes('code') && item.code ? [item.code] : []),
    ...(folded ? stringsIn(item.metadata) : []),
  ].flatMap(forms)
  const german = folded ? forms(germanName(item) ?? '') : []
  return short.every((spellings) =>
    spellings.some(
      (form) => texts.some((text) => startsAWordIn(text, form)) || german.some((name) => name.includes(form)),
    ),
  )
}

// A word's letters and digits only (see searchWords), so it reads as itself in a pattern.
const startsAWordIn = (text: string, word: string) =>
  new RegExp(`(?:^|[^\\p{L}\\p{N}])${word}`, 'u').test(text)

const startsAWord = (text: string, word: string) =>
  text.startsWith(word) || text.includes(` ${word}`) || text.includes(`-${word}`)

/**
 * How well an item the filter found answers the words, for the visitor: every word starting a
 * word of its name in their language, one of them its first (4: "barolo" is the Barolo before
 * the Grappa di Barolo) or not (3), inside that name (2), in its other names or its category's
 * (`metadata.search`, 1), or only elsewhere: its code or its description (0).
 */
function relevance(item: Searchable, words: readonly string[], tag: LocaleTag): number {
  const written = localizedText(item, 'name', tag)
  // Both spellings of a German name: "olivenol" and "olivenoel" each start "Olivenöl".
  const names = [foldForSearch(written), foldForSearch(spellOutUmlauts(written))]
  const wordsStart = names.filter((name) => words.every((word) => startsAWord(name, word)))
  if (wordsStart.some((name) => words.some((word) => name.startsWith(word)))) return 4
  if (wordsStart.length > 0) return 3
  if (names.some((name) => words.every((word) => name.includes(word)))) return 2
  const keywords = item.metadata?.search
  if (typeof keywords === 'string' && words.every((word) => keywords.includes(word))) return 1
  return 0
}

/**
 * The items of a search, the best answers first and the catalog's order among equals. Commerce
 * Layer sorts by fields only, so "vino" listed the balsamic vinegar (its description says
 * "aceto di vino") before the wines. Only a search that fits one page is reordered: across
 * pages, an order made per page would put better answers on page 2 than the last of page 1.
 */
export function byRelevance<T extends Searchable>(items: readonly T[], query: string, tag: LocaleTag): T[] {
  const words = searchWords(query)
  const stems = words.map(stemOf)
  // What the words as typed answer comes before what only their stems do, rank for rank.
  const score = (item: T) => Math.max(relevance(item, words, tag), relevance(item, stems, tag) - 0.5)
  return items
    .map((item, index) => ({ item, index, score: score(item) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ item }) => item)
}
